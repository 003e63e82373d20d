/* WA: keeps the xor in an unsigned char, so a nim-sum like 2^8 or 2^29 looks like 0 */
#include <stdio.h>

int main(void)
{
    int m, i;
    long p;
    unsigned char nim_sum = 0;

    if (scanf("%d", &m) != 1)
        return 1;
    for (i = 0; i < m; i++) {
        if (scanf("%ld", &p) != 1)
            return 1;
        nim_sum ^= (unsigned char)p;
    }
    puts(nim_sum != 0 ? "koosaga" : "cubelover");
    return 0;
}
