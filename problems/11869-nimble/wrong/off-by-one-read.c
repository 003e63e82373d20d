/* WA: the loop reads only M - 1 positions, so the last coin never enters the nim-sum */
#include <stdio.h>

int main(void)
{
    int m, i;
    long p, nim_sum = 0;

    if (scanf("%d", &m) != 1)
        return 1;
    for (i = 1; i < m; i++) {
        if (scanf("%ld", &p) != 1)
            return 1;
        nim_sum ^= p;
    }
    puts(nim_sum != 0 ? "koosaga" : "cubelover");
    return 0;
}
