/* WA: forgets that the first move may not take every marble: Fibonacci N prints N, not -1 */
#include <stdio.h>

int main(void)
{
    unsigned long long n, rest, term = 0, fib[100];
    int count = 2, i;
    if (scanf("%llu", &n) != 1)
        return 1;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] <= n - fib[count - 2]) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    for (i = count - 1, rest = n; rest > 0; i--)
        if (fib[i] <= rest) {
            rest -= fib[i];
            term = fib[i];
        }
    printf("%llu\n", term);
    return 0;
}
