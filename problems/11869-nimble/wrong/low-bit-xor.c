/* WA: xors only Pi mod 2, so it misses every bit of the nim-sum but the lowest */
#include <stdio.h>

int main(void)
{
    int m, i;
    long p, parity = 0;

    if (scanf("%d", &m) != 1)
        return 1;
    for (i = 0; i < m; i++) {
        if (scanf("%ld", &p) != 1)
            return 1;
        parity ^= p % 2;
    }
    puts(parity != 0 ? "koosaga" : "cubelover");
    return 0;
}
