/* WA: tests N % (M + 1) instead of (N - 1) % (M + 1), as if the player who says N won */
#include <stdio.h>

int main(void)
{
    unsigned long long n, m;

    if (scanf("%llu %llu", &n, &m) != 2)
        return 1;
    puts(n % (m + 1) != 0 ? "Can win" : "Can't win");
    return 0;
}
