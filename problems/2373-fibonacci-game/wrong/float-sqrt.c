/* WA: tests "5N^2 +- 4 is a square" with a double sqrt, a common shortcut: wrong on F > 5e15 */
#include <math.h>
#include <stdio.h>

/* 5N^2 +- 4 is formed exactly, as Python integers would; only the square root is a double. */
static int is_perfect_square(unsigned __int128 x)
{
    unsigned __int128 root = (unsigned __int128)sqrt((double)x);
    return root * root == x;
}

static int is_fibonacci(unsigned long long n)
{
    unsigned __int128 five_n2 = (unsigned __int128)5 * n * n;
    return is_perfect_square(five_n2 + 4) || is_perfect_square(five_n2 - 4);
}

static unsigned long long smallest_zeckendorf_term(unsigned long long n)
{
    unsigned long long fib[100], term = 0;
    int count = 2, i;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] + fib[count - 2] <= n) {
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
    unsigned long long n;
    if (scanf("%llu", &n) != 1)
        return 1;
    if (is_fibonacci(n))
        printf("-1\n");
    else
        printf("%llu\n", smallest_zeckendorf_term(n));
    return 0;
}
