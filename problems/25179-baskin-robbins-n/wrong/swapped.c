/* WA: prints the two answers the wrong way round (the multiple of M + 1 is the loss) */
#include <stdio.h>

int main(void)
{
    unsigned long long n, m;

    if (scanf("%llu %llu", &n, &m) != 2)
        return 1;
    puts((n - 1) % (m + 1) == 0 ? "Can win" : "Can't win");
    return 0;
}
