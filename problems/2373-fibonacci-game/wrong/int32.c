/* WA: keeps N and the Fibonacci numbers in 32-bit int, so every N above 2^31 - 1 is misread */
#include <stdio.h>

int main(void)
{
    int n, fib[50], count = 2, i, rest, term = 0;
    if (scanf("%d", &n) != 1)
        return 1;
    fib[0] = 1;
    fib[1] = 2;
    while (count < 50 && fib[count - 1] <= n - fib[count - 2]) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    if (fib[count - 1] == n) {
        printf("-1\n");
        return 0;
    }
    for (i = count - 1, rest = n; rest > 0 && i >= 0; i--)
        if (fib[i] <= rest) {
            rest -= fib[i];
            term = fib[i];
        }
    printf("%d\n", term);
    return 0;
}
