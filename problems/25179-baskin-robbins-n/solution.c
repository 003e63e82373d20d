/* BOJ 25179 Baskin-Robbins N, cute and charming (배스킨라빈스~N~귀엽고~깜찍하게~)
 * https://www.acmicpc.net/problem/25179
 * Idea: leaving the opponent a multiple of M + 1 of the N - 1 safe numbers wins, as each reply
 * tops the round up to M + 1: the first player loses iff M + 1 | N - 1. Time and memory O(1).
 * Proof, pitfalls and checks: README.md */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* 1 when the first player wins: turns say 1..m numbers counting from 1, saying n >= 1 loses. */
static int first_player_wins(unsigned long long n, unsigned long long m)
{
    return m >= n - 1 ? n > 1 : (n - 1) % (m + 1) != 0; /* m >= n - 1: say all safe ones at once */
}

/* The next number, read as scanf("%llu") would; a sign, a letter, the end of the input or a
 * value past ULLONG_MAX or below `min` ends the program, with one line on standard error. */
static unsigned long long read_number(unsigned long long min)
{
    unsigned long long value = 0;
    int c, digits = 0;
    do c = getchar(); while (c == ' ' || (c >= '\t' && c <= '\r')); /* isspace() */
    for (; c >= '0' && c <= '9' && value <= (ULLONG_MAX - (c - '0')) / 10; c = getchar(), digits++)
        value = value * 10 + (c - '0');
    if (digits == 0 || (c >= '0' && c <= '9') || value < min) { /* or past ULLONG_MAX */
        fputs("error: expected N from 1 and M from 0, both up to 2^64 - 1\n", stderr);
        exit(EXIT_FAILURE);
    }
    ungetc(c, stdin); /* the next read starts at the byte after the number, as with scanf */
    return value;
}

int main(void)
{
    unsigned long long n = read_number(1), m = read_number(0); /* N = 0 is never said: no end */
    puts(first_player_wins(n, m) ? "Can win" : "Can't win");
    return 0;
}
