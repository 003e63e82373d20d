/* WA: decides by the parity of P1 + ... + PM, which is right for one coin but not for Nim */
#include <stdio.h>

int main(void)
{
    int m, i;
    long long p, sum = 0;

    if (scanf("%d", &m) != 1)
        return 1;
    for (i = 0; i < m; i++) {
        if (scanf("%lld", &p) != 1)
            return 1;
        sum += p;
    }
    puts(sum % 2 == 1 ? "koosaga" : "cubelover");
    return 0;
}
