/*
 * BOJ 22846 Certified Easy Game (인증된 쉬운 게임) — the benchmark baseline.
 * https://www.acmicpc.net/problem/22846
 *
 * The straightforward table, written plainly in C: win[i] for i from K - 1 down
 * to 1, each i's divisors found by trial division up to sqrt(i). `make bench` compares
 * solution.c with this file at K = 100,000 (test max-01). Time O(K sqrt K), memory O(K).
 */
#include <stdio.h>

#define MIN_K 1
#define MAX_K 100000

static char win[MAX_K + 1];

int main(void)
{
    int k, i, j;
    if (scanf("%d", &k) != 1 || k < MIN_K || k > MAX_K) {
        fprintf(stderr, "error: line 1: expected an integer K in [%d, %d]\n", MIN_K, MAX_K);
        return 1;
    }
    /* win[k] stays 0: every move from k goes past k. */
    for (i = k - 1; i >= 1; i--)
        for (j = 1; j * j <= i; j++)
            if (i % j == 0) {
                if (i + j <= k && !win[i + j])
                    win[i] = 1;
                if (j * j != i && i + i / j <= k && !win[i + i / j])
                    win[i] = 1;
            }
    puts(win[1] ? "Kali" : "Ringo");
    return 0;
}
