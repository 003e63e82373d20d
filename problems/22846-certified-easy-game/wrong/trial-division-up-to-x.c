/* TLE: tries every j <= x as a divisor of x, about K^2 / 2 divisions: seconds at K = 100,000 */
#include <stdio.h>

#define MAX_K 100000

static char mover_wins[MAX_K + 1];

int main(void)
{
    int k, x, d;
    if (scanf("%d", &k) != 1 || k < 1 || k > MAX_K)
        return 1;
    for (x = k; x >= 1; x--)
        for (d = 1; d <= x; d++)
            if (x % d == 0 && x + d <= k && !mover_wins[x + d])
                mover_wins[x] = 1;
    puts(mover_wins[1] ? "Kali" : "Ringo");
    return 0;
}
