/*
 * BOJ 4342 Euclid's Game: the benchmark baseline (problem.json "bench"), not the solution.
 * The straightforward version: scanf for every number and one recursive call per forced
 * move. Correct on valid input; it stops at "0 0" or at the end of the input.
 * `make bench` compares solution.c with it on max-01.
 */
#include <stdio.h>

/* 1 when the player to move from (v, u) wins; 1 <= v, u <= 2^31 - 1. */
static int mover_wins(int v, int u)
{
    if (v > u) {
        int t = v;
        v = u;
        u = t;
    }
    if (u % v == 0 || u / v >= 2)
        return 1;
    return !mover_wins(u - v, v);
}

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2 && !(a == 0 && b == 0))
        printf(mover_wins(a, b) ? "A wins\n" : "B wins\n");
    return 0;
}
