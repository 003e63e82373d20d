/* WA: reads N and M into 32-bit ints with %d, so values past 2^31 - 1 are garbled */
#include <stdio.h>

int main(void)
{
    int n, m;

    if (scanf("%d %d", &n, &m) != 2)
        return 1;
    puts((n - 1) % (m + 1) != 0 ? "Can win" : "Can't win");
    return 0;
}
