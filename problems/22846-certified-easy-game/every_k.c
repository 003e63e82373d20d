/* Who wins BOJ 22846 Certified Easy Game for every K from 1 to K_MAX, each K by its own table.
 * Run by every_k.py, which compiles it: `every_k K_MAX` (1 <= K_MAX <= 1000000).
 * For each K the table of the write-up's theorem is filled from x = K down to 1: the player to
 * move at x wins iff some divisor d of x keeps x + d <= K and leaves a lost x + d. The divisors
 * of every x are listed once, in increasing order, by marking the multiples of every d (as
 * brute.py does; not solution.c's buckets). Prints the K that Kali wins, checks in every table of
 * an odd K that the lost positions are exactly the odd x (the write-up's parity lemma), and
 * counts the divisors listed and those tried. Time: about K_MAX^2 / 2 positions in all;
 * memory O(K_MAX). */
#include <stdio.h>
#include <stdlib.h>

#define K_LIMIT 1000000
#define SHOWN_WINS 20 /* Kali's values of K printed in full; beyond, only their number */

int main(int argc, char **argv)
{
    long k_max, k, x, i, d, kali = 0, odd_tables = 0, odd_alternating = 0, odd_first_bad = 0;
    long kali_wins[SHOWN_WINS];
    long *first, *next, *divisors;
    long long tried = 0;
    unsigned char *wins;
    char *end;

    if (argc != 2 || (k_max = strtol(argv[1], &end, 10)) < 1 || k_max > K_LIMIT || *end) {
        fprintf(stderr, "usage: every_k K_MAX (an integer from 1 to %d)\n", K_LIMIT);
        return 2;
    }
    /* divisors[first[x] .. first[x + 1] - 1]: the divisors of x, increasing */
    first = calloc(k_max + 2, sizeof *first);
    next = malloc((k_max + 2) * sizeof *next);
    wins = calloc(k_max + 1, 1);
    if (first == NULL || next == NULL || wins == NULL) {
        fputs("every_k: out of memory\n", stderr);
        return 1;
    }
    for (d = 1; d <= k_max; d++)
        for (x = d; x <= k_max; x += d)
            first[x + 1]++;
    for (x = 1; x <= k_max + 1; x++)
        first[x] += first[x - 1];
    divisors = malloc(first[k_max + 1] * sizeof *divisors);
    if (divisors == NULL) {
        fputs("every_k: out of memory\n", stderr);
        return 1;
    }
    for (x = 0; x <= k_max + 1; x++)
        next[x] = first[x];
    for (d = 1; d <= k_max; d++) /* d in increasing order, so each list is increasing */
        for (x = d; x <= k_max; x += d)
            divisors[next[x]++] = d;

    printf("Every K from 1 to %ld, each by its own table from x = K down to 1:\n", k_max);
    for (k = 1; k <= k_max; k++) {
        wins[k] = 0; /* every move from K passes K */
        for (x = k - 1; x >= 1; x--) {
            wins[x] = 0;
            for (i = first[x]; i < first[x + 1] && x + divisors[i] <= k; i++) {
                tried++;
                if (!wins[x + divisors[i]]) {
                    wins[x] = 1;
                    break;
                }
            }
        }
        if (wins[1] && kali++ < SHOWN_WINS)
            kali_wins[kali - 1] = k;
        if (k % 2 == 1) {
            for (x = 1; x <= k && wins[x] == (x % 2 == 0); x++)
                ;
            odd_tables++;
            if (x > k)
                odd_alternating++;
            else if (odd_first_bad == 0)
                odd_first_bad = k;
        }
    }
    if (kali == 0)
        printf("Kali wins at no K; Ringo wins at all %ld\n", k_max);
    else {
        printf("Kali wins at K =");
        for (i = 0; i < kali && i < SHOWN_WINS; i++)
            printf("%s %ld", i > 0 ? "," : "", kali_wins[i]);
        printf("%s: %ld value%s of K; Ringo wins at the other %ld\n",
               kali > SHOWN_WINS ? ", ..." : "", kali, kali == 1 ? "" : "s", k_max - kali);
    }
    printf("odd K: in %ld of the %ld tables the lost positions are exactly the odd x",
           odd_alternating, odd_tables);
    if (odd_first_bad != 0)
        printf(" (not for K = %ld)", odd_first_bad);
    printf("\ndivisors of 1..%ld: %ld in all; divisors tried in the tables: %lld\n", k_max,
           first[k_max + 1], tried);
    free(first);
    free(next);
    free(wins);
    free(divisors);
    return 0;
}
