/* WA: prints Ringo when the first player wins and Kali when the second does */
#include <stdio.h>

#define MAX_K 100000

static char mover_wins[MAX_K + 1];

int main(void)
{
    int k, x, j;
    if (scanf("%d", &k) != 1 || k < 1 || k > MAX_K)
        return 1;
    for (x = k; x >= 1; x--)
        for (j = 1; j * j <= x; j++)
            if (x % j == 0) {
                if (x + j <= k && !mover_wins[x + j])
                    mover_wins[x] = 1;
                if (x + x / j <= k && !mover_wins[x + x / j])
                    mover_wins[x] = 1;
            }
    puts(mover_wins[1] ? "Ringo" : "Kali");
    return 0;
}
