/* BOJ 11869 Nimble (님블), https://www.acmicpc.net/problem/11869
 * Idea: a coin on cell p may move to any cell below p, as a Nim heap of p may shrink to any
 * smaller size, and coins never interact: by Bouton's theorem the first player wins iff the xor
 * of all the cells is not 0. Time O(M), memory O(1): the cells are xored as they are read.
 * Proof, pitfalls and checks: README.md */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* 1 when the player to move wins Nim on heaps whose sizes xor to nim_sum (Bouton). */
static int mover_wins(unsigned long long nim_sum)
{
    return nim_sum != 0;
}

/* The next number, read as scanf("%llu") would; a sign, a letter, the end of the input or a
 * value past ULLONG_MAX ends the program instead, with one line on standard error. */
static unsigned long long read_number(void)
{
    unsigned long long value = 0;
    int c, digits = 0;
    do c = getchar(); while (c == ' ' || (c >= '\t' && c <= '\r')); /* isspace() */
    for (; c >= '0' && c <= '9' && value <= (ULLONG_MAX - (c - '0')) / 10; c = getchar(), digits++)
        value = value * 10 + (c - '0');
    if (digits == 0 || (c >= '0' && c <= '9')) { /* no number, or one past ULLONG_MAX */
        fputs("error: expected M, then M cells, each a number from 0 to 2^64 - 1\n", stderr);
        exit(EXIT_FAILURE);
    }
    ungetc(c, stdin); /* the next read starts at the byte after the number, as with scanf */
    return value;
}

int main(void)
{
    unsigned long long coins = read_number(), nim_sum = 0;
    for (; coins > 0; coins--)
        nim_sum ^= read_number(); /* a coin on cell p is a Nim heap of p stones */
    puts(mover_wins(nim_sum) ? "koosaga" : "cubelover");
    return 0;
}
