/* TLE: tries first moves 1, 2, 3, ... in turn: right, but Fibonacci N near 10^18 needs N tries */
#include <stdio.h>

/* Smallest term of the Zeckendorf representation of n >= 1. */
static unsigned long long smallest_term(unsigned long long n)
{
    unsigned long long fib[100], term = 0;
    int count = 2, i;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] <= n - fib[count - 2]) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    for (i = count - 1; n > 0; i--)
        if (fib[i] <= n) {
            n -= fib[i];
            term = fib[i];
        }
    return term;
}

int main(void)
{
    unsigned long long n, t;
    if (scanf("%llu", &n) != 1)
        return 1;
    /* Taking t wins when the opponent, allowed 2t, cannot reach the smallest term left. */
    for (t = 1; t < n; t++)
        if (2 * t < smallest_term(n - t)) {
            printf("%llu\n", t);
            return 0;
        }
    printf("-1\n");
    return 0;
}
