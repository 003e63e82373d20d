/* WA: treats a coin on cell p as a heap of p - 1 stones (cells counted from 1, not 0) */
#include <stdio.h>

int main(void)
{
    int m, i;
    long p, nim_sum = 0;

    if (scanf("%d", &m) != 1)
        return 1;
    for (i = 0; i < m; i++) {
        if (scanf("%ld", &p) != 1)
            return 1;
        nim_sum ^= p - 1;
    }
    puts(nim_sum != 0 ? "koosaga" : "cubelover");
    return 0;
}
