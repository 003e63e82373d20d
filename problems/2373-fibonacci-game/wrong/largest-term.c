/* WA: prints the largest Zeckendorf term instead of the smallest (N = 4 gives 3, not 1) */
#include <stdio.h>

int main(void)
{
    unsigned long long n, fib[100];
    int count = 2;
    if (scanf("%llu", &n) != 1)
        return 1;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] <= n - fib[count - 2]) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    if (fib[count - 1] == n)
        printf("-1\n");
    else
        printf("%llu\n", fib[count - 1]);
    return 0;
}
