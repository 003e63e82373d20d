/*
 * BOJ 20004 - Baskin-Robbins 31 (베스킨라빈스 31)
 * https://www.acmicpc.net/problem/20004
 *
 * Idea: whoever says 31 loses, so the player who ends a turn on 30 wins. The counts a player
 * wants to end a turn on are 30, 30 - (n + 1), 30 - 2(n + 1), ...: after any 1..n numbers from
 * the opponent, the next such count is again within reach. The second player wins exactly when
 * the start, count 0, is one of them: when n + 1 divides 30. (BOJ 25179 is the same game for
 * any losing number N and any step limit M.)
 * Proof: README.md
 * Time: O(A); memory: O(1).
 * Status: checked against brute.py (memoised game search) for every A in 1..31 by `make test`.
 */
#include <stdio.h>
#include <stdlib.h>

#define LOSING_NUMBER 31u /* whoever says this number loses */
#define A_MIN 1u
#define A_MAX 31u

/*
 * Returns 1 when the second player wins the game in which each turn says 1..n numbers and
 * saying LOSING_NUMBER loses, with both players playing perfectly; 0 when the first player wins.
 * Requires n >= 1.
 */
static int second_player_wins(unsigned n)
{
    /* the first player faces LOSING_NUMBER - 1 safe numbers; n + 1 per round can be forced */
    return (LOSING_NUMBER - 1u) % (n + 1u) == 0u;
}

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Prints "error: line LINE: MESSAGE" on standard error and ends the program with status 1. */
static void fail(unsigned long line, const char *message)
{
    fprintf(stderr, "error: line %lu: %s\n", line, message);
    exit(EXIT_FAILURE);
}

/*
 * Reads one decimal integer from standard input, skipping blanks before it, and checks that it
 * lies in [lo, hi]; `what` names it in the error message. Any other input ends the program
 * through fail(). Only the digits read so far are kept, so no value can overflow.
 */
static unsigned read_bounded(unsigned lo, unsigned hi, const char *what)
{
    char message[96];
    unsigned long line = 1;
    unsigned value = 0;
    int c = getchar();

    while (is_blank(c)) {
        if (c == '\n')
            line++;
        c = getchar();
    }
    if (c == EOF) {
        sprintf(message, "expected %s, found end of input", what);
        fail(line, message);
    }
    if (c == '-') {
        sprintf(message, "%s must be in [%u, %u], found a negative number", what, lo, hi);
        fail(line, message);
    }
    if (c < '0' || c > '9') {
        sprintf(message, "expected %s, found a character that is not a digit", what);
        fail(line, message);
    }
    for (; c >= '0' && c <= '9'; c = getchar()) {
        value = value * 10u + (unsigned)(c - '0');
        if (value > hi) /* stop before the value can grow further */
            break;
    }
    if (value < lo || value > hi) {
        sprintf(message, "%s must be in [%u, %u]", what, lo, hi);
        fail(line, message);
    }
    if (c != EOF && !is_blank(c)) {
        sprintf(message, "expected %s, found a non-digit after its digits", what);
        fail(line, message);
    }
    return value;
}

int main(void)
{
    unsigned a = read_bounded(A_MIN, A_MAX, "A");
    unsigned n;

    for (n = 1; n <= a; n++)
        if (second_player_wins(n))
            printf("%u\n", n);
    return 0;
}
