/*
 * BOJ 25179 - Baskin-Robbins N, cute and charming (배스킨라빈스~N~귀엽고~깜찍하게~)
 * https://www.acmicpc.net/problem/25179
 *
 * Idea: whoever says N loses, so the N - 1 numbers before it are the ones to share out. A player
 * who leaves a multiple of M + 1 of them wins: whatever 1..M the opponent says, the reply tops
 * the round up to M + 1. So the first player loses exactly when N - 1 is a multiple of M + 1
 * (N = 1 included). BOJ 20004 is the case N = 31 with the step limit chosen by the second player.
 * Proof: README.md
 * Time: O(1); memory: O(1).
 * Status: checked against brute.py (memoised game search) for every N, M in 1..100 and against
 * reference.py on the large cases of the test data by `make test`.
 */
#include <stdio.h>
#include <stdlib.h>

#define N_MIN 1ull
#define N_MAX 1000000000000000000ull
#define M_MIN 1ull
#define M_MAX 1000000000000000000ull

/*
 * Returns 1 when the first player wins the game in which each turn says 1..m numbers counting up
 * from 1 and whoever says n loses, with both players playing perfectly; 0 otherwise.
 * Requires 1 <= n and 1 <= m <= UINT64_MAX - 1 (so m + 1 cannot wrap); exact integers only.
 */
static int first_player_wins(unsigned long long n, unsigned long long m)
{
    /* n - 1 safe numbers remain; a multiple of m + 1 of them is a loss for the player to move */
    return (n - 1u) % (m + 1u) != 0u;
}

/* Where the reader is in standard input: the line number, for error messages. */
struct input {
    unsigned long line;
};

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Prints "error: line LINE: MESSAGE" on standard error and ends the program with status 1. */
static void fail(const struct input *in, const char *message)
{
    fprintf(stderr, "error: line %lu: %s\n", in->line, message);
    exit(EXIT_FAILURE);
}

/*
 * Reads one decimal integer from standard input, skipping blanks before it, and checks that it
 * lies in [lo, hi], where 9 <= hi; `what` names it in error messages. Any other
 * input ends the program through fail(). The digits are checked one by one before they are
 * added, so a value of any length cannot overflow.
 */
static unsigned long long read_bounded(struct input *in, unsigned long long lo,
                                       unsigned long long hi, const char *what)
{
    char message[128];
    unsigned long long value = 0;
    int c = getchar();

    while (is_blank(c)) {
        if (c == '\n')
            in->line++;
        c = getchar();
    }
    if (c == EOF) {
        sprintf(message, "expected %s, found end of input", what);
        fail(in, message);
    }
    if (c == '-') {
        sprintf(message, "%s must be in [%llu, %llu], found a negative number", what, lo, hi);
        fail(in, message);
    }
    if (c < '0' || c > '9') {
        sprintf(message, "expected %s, found a character that is not a digit", what);
        fail(in, message);
    }
    for (; c >= '0' && c <= '9'; c = getchar()) {
        unsigned long long digit = (unsigned long long)(c - '0');

        if (value > (hi - digit) / 10u) { /* value * 10 + digit would exceed hi */
            sprintf(message, "%s must be in [%llu, %llu], found a larger number", what, lo, hi);
            fail(in, message);
        }
        value = value * 10u + digit;
    }
    if (c != EOF && !is_blank(c)) {
        sprintf(message, "expected %s, found a non-digit after its digits", what);
        fail(in, message);
    }
    if (value < lo) {
        sprintf(message, "%s must be in [%llu, %llu], found %llu", what, lo, hi, value);
        fail(in, message);
    }
    if (c == '\n') /* the blank that ended the number */
        in->line++;
    return value;
}

int main(void)
{
    struct input in = {1};
    unsigned long long n = read_bounded(&in, N_MIN, N_MAX, "N");
    unsigned long long m = read_bounded(&in, M_MIN, M_MAX, "M");

    puts(first_player_wins(n, m) ? "Can win" : "Can't win");
    return 0;
}
