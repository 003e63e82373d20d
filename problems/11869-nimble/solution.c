/*
 * BOJ 11869 Nimble (님블)
 * https://www.acmicpc.net/problem/11869
 *
 * Idea: a coin on cell p may move to any cell 0..p-1, exactly as a Nim heap of p stones may
 * shrink to any smaller size, and the coins never interact. So the game is Nim on the heaps
 * P1..PM, and (Bouton) the player to move wins iff P1 xor P2 xor ... xor PM is not 0.
 * Proof: README.md.
 * Time: O(M). Memory: O(M) (at most 100 positions are kept).
 * Status: checked against brute.py (exhaustive game-tree search, no xor) over every multiset
 * of 1..3 coins on cells 1..8, and on every case of testdata/11869-nimble, by `make test`.
 */
#include <stdio.h>

#define MIN_COINS 1UL
#define MAX_COINS 100UL
#define MIN_POSITION 1UL
#define MAX_POSITION 1000000000UL
#define MAX_EXACT_DIGITS 18      /* every 18-digit number is below 2^63 */

/*
 * Returns 1 when the player to move wins Nimble with one coin on each cell positions[i],
 * 0 <= i < count, and 0 when that player loses (both sides playing perfectly).
 * Constraints: count >= 0; any cell numbers (a coin on cell 0 has no move). Time O(count).
 */
static int first_player_wins(const unsigned long *positions, unsigned long count)
{
    unsigned long nim_sum = 0;
    unsigned long i;

    for (i = 0; i < count; i++)
        nim_sum ^= positions[i];
    return nim_sum != 0;
}

/* Standard input read one character at a time, with the line number kept for messages. */
typedef struct {
    unsigned long line;         /* line of the next unread character, from 1 */
    unsigned long token_line;   /* line of the last number read, 0 before the first */
    char error[160];            /* what was wrong, when a read returned -1 */
} Input;

static int is_blank(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

/* The next character that is not blank, or EOF; counts the newlines skipped. */
static int next_non_blank(Input *in)
{
    int c = getchar();

    while (is_blank(c)) {
        if (c == '\n')
            in->line++;
        c = getchar();
    }
    return c;
}

/* Writes a short description of character c (or of the end of input) into text. */
static void describe(int c, char *text, size_t size)
{
    if (c == EOF)
        snprintf(text, size, "end of input");
    else if (c == '\n')
        snprintf(text, size, "end of line");
    else if (c > ' ' && c < 127)
        snprintf(text, size, "'%c'", c);
    else
        snprintf(text, size, "byte 0x%02X", (unsigned)c);
}

/*
 * Reads the next decimal integer, which must lie in [lo, hi]; name is used in messages.
 * Returns 1 with *value set, 0 when the input ends before any token, or -1 with in->error set
 * when the token is not such an integer. Only the first MAX_EXACT_DIGITS digits are
 * accumulated (they fit in 64 bits); longer numbers are only counted, so nothing overflows.
 */
static int read_bounded(Input *in, const char *name, unsigned long lo, unsigned long hi,
                        unsigned long *value)
{
    char found[32];
    unsigned long long magnitude = 0;
    unsigned long long digits = 0;
    int negative = 0;
    int c = next_non_blank(in);

    if (c == EOF)
        return 0;
    if (c == '-') {
        negative = 1;
        c = getchar();
    }
    if (!is_digit(c)) {
        describe(c, found, sizeof found);
        snprintf(in->error, sizeof in->error, "line %lu: expected %s, found %s%s",
                 in->line, name, negative ? "'-' then " : "", found);
        return -1;
    }
    for (; is_digit(c); c = getchar()) {
        if (++digits <= MAX_EXACT_DIGITS)
            magnitude = magnitude * 10 + (unsigned long long)(c - '0');
    }
    if (c != EOF && !is_blank(c)) {
        describe(c, found, sizeof found);
        snprintf(in->error, sizeof in->error, "line %lu: %s is not an integer (found %s)",
                 in->line, name, found);
        return -1;
    }
    if (c != EOF)
        ungetc(c, stdin);
    if (digits > MAX_EXACT_DIGITS) {
        snprintf(in->error, sizeof in->error,
                 "line %lu: %s is outside [%lu, %lu] (a %s%llu-digit number)",
                 in->line, name, lo, hi, negative ? "negative " : "", digits);
        return -1;
    }
    if (negative || magnitude < lo || magnitude > hi) {
        snprintf(in->error, sizeof in->error, "line %lu: %s = %s%llu is outside [%lu, %lu]",
                 in->line, name, negative ? "-" : "", magnitude, lo, hi);
        return -1;
    }
    in->token_line = in->line;
    *value = (unsigned long)magnitude;
    return 1;
}

int main(void)
{
    static unsigned long positions[MAX_COINS];
    Input in = {1, 0, ""};
    unsigned long count;
    unsigned long i;
    char name[24];
    int status = read_bounded(&in, "M", MIN_COINS, MAX_COINS, &count);

    if (status == 0) {
        fprintf(stderr, "error: line %lu: expected M, found end of input\n", in.line);
        return 1;
    }
    for (i = 0; status == 1 && i < count; i++) {
        snprintf(name, sizeof name, "P%lu", i + 1);
        status = read_bounded(&in, name, MIN_POSITION, MAX_POSITION, &positions[i]);
        if (status == 0) {
            fprintf(stderr, "error: line %lu: expected M = %lu positions, found %lu\n",
                    in.token_line, count, i);
            return 1;
        }
    }
    if (status == -1) {
        fprintf(stderr, "error: %s\n", in.error);
        return 1;
    }
    fputs(first_player_wins(positions, count) ? "koosaga\n" : "cubelover\n", stdout);
    return 0;
}
