/* BOJ 22846 Certified Easy Game (인증된 쉬운 게임), https://www.acmicpc.net/problem/22846
 * Idea: the player to move at x wins iff a divisor d of x keeps x + d <= K and leaves a lost x + d,
 * so fill that table from x = K down to 1, where the divisors of x are the d that wait at x: each
 * d steps down through its multiples. Time O(K log K) (K / d steps of each d), memory O(K).
 * Proof, pitfalls and checks: README.md */
#include <stdio.h>

#define MAX_K 1000000 /* a larger K is refused: at 10^7 the table takes most of the 1 s limit */

/* 1 when Kali, moving first from 1, wins with limit k (0 <= k <= MAX_K), else 0. */
static int kali_wins(int k)
{
    static int first[MAX_K + 1], next[MAX_K + 1]; /* waiting at x: first[x], next[first[x]], ... */
    static unsigned char mover_wins[MAX_K + 1];
    int x, d;
    for (d = 1; d <= k; d++) { /* d waits first at its largest multiple up to k */
        next[d] = first[k - k % d];
        first[k - k % d] = d;
    }
    for (x = k; x >= 1; x--)
        for (mover_wins[x] = 0; (d = first[x]) != 0;) {
            first[x] = next[d]; /* (bucket x is empty once walked; every d ends in bucket 0) */
            mover_wins[x] |= x + d <= k && !mover_wins[x + d];
            next[d] = first[x - d]; /* on to its next multiple below (0: none is left) */
            first[x - d] = d;
        }
    return k > 0 && mover_wins[1];
}

int main(void)
{
    int k = 0, c, digits = 0;
    do c = getchar(); while (c == ' ' || (c >= '\t' && c <= '\r')); /* isspace() */
    for (; c >= '0' && c <= '9' && k <= MAX_K; c = getchar(), digits++) /* stops past MAX_K */
        k = k * 10 + (c - '0');
    if (digits == 0 || k > MAX_K) {
        fputs("error: expected K, a number from 0 to 1000000\n", stderr);
        return 1;
    }
    puts(kali_wins(k) ? "Kali" : "Ringo");
    return 0;
}
