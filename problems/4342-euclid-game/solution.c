/* BOJ 4342 Euclid's Game (유클리드 게임), https://www.acmicpc.net/problem/4342
 * Idea: with a <= b, the player to move wins when a = b or b >= 2a (of the moves to (b mod a, a)
 * and (b mod a + a, a), one leaves the opponent lost); otherwise the only move is to (b - a, a).
 * Time: at most 43 forced moves a game below 2^31. Memory O(1): games are answered as read.
 * Proof, pitfalls and checks: README.md */
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* 1 when the player to move at (smaller, larger) wins; a 0 there means the last move won. */
static int mover_wins(unsigned long long smaller, unsigned long long larger)
{
    return smaller != 0 && (smaller == larger || larger - smaller >= smaller
                            || !mover_wins(larger - smaller, smaller)); /* the only move */
}

/* scanf("%llu") without signs or wraps: 1 with *value set, 0 at the end unless `needed`, or -1. */
static int read_number(unsigned long long *value, int needed)
{
    static unsigned char input[1 << 16], *at = input, *end = input;
    unsigned long long number = 0, digits = 0;
    for (; at != end || (end = input + fread(at = input, 1, sizeof input, stdin)) != input; at++)
        if (*at >= '0' && *at <= '9') {
            if (number >= ULLONG_MAX / 10 /* and number * 10 + digit would pass ULLONG_MAX */
                && (number > ULLONG_MAX / 10 || *at > '0' + ULLONG_MAX % 10))
                return -1;
            number = number * 10 + (*at - '0');
            digits++;
        } else if (digits > 0 || !(*at == ' ' || (*at >= '\t' && *at <= '\r')))
            break; /* the byte after the number, or one that is not a blank */
    *value = number;
    return digits > 0 ? 1 : at == end && !needed ? 0 : -1;
}

int main(void)
{
    static char out[1 << 16];
    unsigned long long a, b, used = 0;
    int status;
    while ((status = read_number(&a, 0)) > 0 && (status = read_number(&b, 1)) > 0 && (a || b)) {
        memcpy(out + used, mover_wins(a < b ? a : b, a < b ? b : a) ? "A wins\n" : "B wins\n", 7);
        if ((used += 7) > sizeof out - 7) /* no room for one more 7-byte answer: write them */
            fwrite(out, 1, used, stdout), used = 0;
    }
    fwrite(out, 1, used, stdout);
    if (status < 0)
        fputs("error: expected two numbers for a game, each from 0 to 2^64 - 1\n", stderr);
    return status < 0;
}
