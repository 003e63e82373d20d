/* WA: the right nim-sum test, but prints the winner's name for the loser */
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
        nim_sum ^= p;
    }
    puts(nim_sum != 0 ? "cubelover" : "koosaga");
    return 0;
}
