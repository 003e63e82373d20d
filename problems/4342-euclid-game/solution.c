/*
 * BOJ 4342 Euclid's Game (유클리드 게임)
 * https://www.acmicpc.net/problem/4342
 *
 * Idea: with a <= b, the player to move wins when b is a multiple of a or b >= 2a: one of the
 * two moves to (a, b mod a) and (a, b mod a + a) leaves the opponent lost. Otherwise
 * a < b < 2a and the only move is to (b - a, a): follow these forced moves, flipping the turn,
 * until a winning position appears. Forced runs shrink the numbers like Fibonacci numbers.
 * Proof: README.md.
 *
 * Time: O(log max(a, b)) per game (at most 44 forced moves below 2^31), input read once.
 * Memory: constant (fixed 64 KiB buffers; games are streamed, never stored).
 * Status: checked against brute.py over all a, b in 1..300, and against reference.py on all
 * test data, by `make test`.
 */
#include <stdio.h>

#define VALUE_MIN 1UL
#define VALUE_MAX 2147483647UL /* 2^31 - 1 */
#define BUFFER_SIZE 65536

/*
 * first_player_wins: 1 when the player who moves first from (a, b) wins with best play,
 * 0 when the other player does.
 * Requires VALUE_MIN <= a, b <= VALUE_MAX. Never forms 2a, so nothing can overflow.
 * Time O(log max(a, b)), memory constant.
 */
static int first_player_wins(unsigned long a, unsigned long b)
{
    int first_to_move = 1;

    for (;;) {
        if (a > b) {
            unsigned long smaller = b;
            b = a;
            a = smaller;
        }
        if (b == a || b - a >= a)
            return first_to_move;
        b -= a; /* a < b < 2a: subtracting a once is the only move */
        first_to_move = !first_to_move;
    }
}

/* Buffered standard input read with fread; tracks the line number for error messages. */
struct reader {
    unsigned char data[BUFFER_SIZE];
    size_t pos, len;
    int at_end; /* fread found the end: never ask again (a terminal would wait) */
    unsigned long long line;
};

static int next_byte(struct reader *in)
{
    if (in->pos == in->len) {
        if (in->at_end)
            return EOF;
        in->len = fread(in->data, 1, sizeof in->data, stdin);
        in->pos = 0;
        if (in->len == 0) {
            in->at_end = 1;
            return EOF;
        }
    }
    return in->data[in->pos++];
}

static int is_blank(int c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

enum token { TOKEN_NUMBER, TOKEN_END, TOKEN_NOT_NUMBER, TOKEN_TOO_LARGE };

/*
 * Skips blanks, then reads one unsigned decimal number into *value. The line of the token is
 * left in *token_line. A value above VALUE_MAX is refused as soon as its digits pass it, so the
 * parse never overflows however many digits follow.
 */
static enum token read_number(struct reader *in, unsigned long *value,
                              unsigned long long *token_line)
{
    int c;

    do {
        c = next_byte(in);
        if (c == '\n')
            in->line++;
    } while (c != EOF && is_blank(c));
    *token_line = in->line;
    if (c == EOF)
        return TOKEN_END;
    if (c < '0' || c > '9')
        return TOKEN_NOT_NUMBER;
    *value = 0;
    do {
        unsigned long digit = (unsigned long)(c - '0');

        if (*value > (VALUE_MAX - digit) / 10) /* checked first: unsigned long may be 32 bits */
            return TOKEN_TOO_LARGE;
        *value = *value * 10 + digit;
        c = next_byte(in);
    } while (c >= '0' && c <= '9');
    if (c == '\n')
        in->line++; /* the blank ending the token is consumed with it */
    return c == EOF || is_blank(c) ? TOKEN_NUMBER : TOKEN_NOT_NUMBER;
}

/* Buffered standard output. */
struct writer {
    char data[BUFFER_SIZE];
    size_t len;
};

static void flush_output(struct writer *out)
{
    fwrite(out->data, 1, out->len, stdout);
    out->len = 0;
    fflush(stdout);
}

static void write_text(struct writer *out, const char *text)
{
    if (out->len + 16 > sizeof out->data)
        flush_output(out);
    while (*text != '\0')
        out->data[out->len++] = *text++;
}

static struct reader input;
static struct writer output;

/* Flushes the answers so far, then reports one error line on stderr; returns the exit code. */
static int input_error(unsigned long long line, const char *message)
{
    flush_output(&output);
    fprintf(stderr, "error: line %llu: %s\n", line, message);
    return 1;
}

/* What is wrong with a token that is not a number in range. */
static const char *token_problem(enum token kind)
{
    return kind == TOKEN_TOO_LARGE ? "number larger than 2147483647"
                                   : "expected a non-negative decimal integer";
}

int main(void)
{
    unsigned long a, b;
    unsigned long long a_line, b_line;
    int games_read = 0;

    input.line = 1;
    for (;;) {
        enum token first = read_number(&input, &a, &a_line);
        enum token second;

        if (first == TOKEN_END) {
            /* A missing final "0 0" ends the input where the games end. */
            if (!games_read)
                return input_error(a_line, "no game in the input");
            break;
        }
        if (first != TOKEN_NUMBER)
            return input_error(a_line, token_problem(first));
        second = read_number(&input, &b, &b_line);
        if (second == TOKEN_END)
            return input_error(a_line, "a game has only one number");
        if (second != TOKEN_NUMBER)
            return input_error(b_line, token_problem(second));
        if (a == 0 && b == 0) {
            if (!games_read)
                return input_error(a_line, "no game before the final 0 0");
            break;
        }
        if (a < VALUE_MIN || b < VALUE_MIN)
            return input_error(a_line, "a game holds 0 (both numbers must be at least 1)");
        write_text(&output, first_player_wins(a, b) ? "A wins\n" : "B wins\n");
        games_read = 1;
    }
    flush_output(&output);
    return 0;
}
