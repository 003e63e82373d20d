/* WA: adds 1 and the pairs j, x / j for 2 <= j <= sqrt(x), so never doubles x by adding x */
#include <stdio.h>

#define MAX_K 100000

static char mover_wins[MAX_K + 1];

int main(void)
{
    int k, x, j;
    if (scanf("%d", &k) != 1 || k < 1 || k > MAX_K)
        return 1;
    for (x = k; x >= 1; x--) {
        if (x + 1 <= k && !mover_wins[x + 1])
            mover_wins[x] = 1;
        for (j = 2; j * j <= x; j++)
            if (x % j == 0) {
                if (x + j <= k && !mover_wins[x + j])
                    mover_wins[x] = 1;
                if (x + x / j <= k && !mover_wins[x + x / j])
                    mover_wins[x] = 1;
            }
    }
    puts(mover_wins[1] ? "Kali" : "Ringo");
    return 0;
}
