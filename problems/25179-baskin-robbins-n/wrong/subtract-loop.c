/* TLE: finds (N - 1) mod (M + 1) by repeated subtraction: 5 * 10^17 rounds for N = 10^18, M = 1 */
#include <stdio.h>

int main(void)
{
    unsigned long long n, m, left;

    if (scanf("%llu %llu", &n, &m) != 2)
        return 1;
    left = n - 1;
    while (left > m)
        left -= m + 1;
    puts(left != 0 ? "Can win" : "Can't win");
    return 0;
}
