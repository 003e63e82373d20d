/* RE: O(N) table of smallest winning takes: fine for 10^6, MLE past ~1.6e7, no malloc near 10^18 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    unsigned long long n, r, t;
    unsigned long long *least; /* least[r]: smallest winning take with r marbles left */
    if (scanf("%llu", &n) != 1)
        return 1;
    least = malloc((n + 1) * sizeof *least);
    least[0] = 0;
    for (r = 1; r <= n; r++) {
        /* Taking t wins when it takes the last marble or the opponent, allowed 2t, loses. */
        for (t = 1; t < r; t++)
            if (2 * t < least[r - t])
                break;
        least[r] = t;
    }
    for (t = 1; t < n; t++)
        if (2 * t < least[n - t])
            break;
    if (t < n)
        printf("%llu\n", t);
    else
        printf("-1\n");
    free(least);
    return 0;
}
