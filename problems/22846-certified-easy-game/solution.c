/*
 * BOJ 22846 Certified Easy Game (인증된 쉬운 게임)
 * https://www.acmicpc.net/problem/22846
 *
 * Idea: the number x on the monitor is the position. The player to move at x wins iff some
 * divisor d of x keeps x + d <= K and leaves the opponent a losing position, so the table is
 * filled from x = K down to x = 1 and the answer is the entry of x = 1. The divisors of x are
 * generated from its factorisation, read off a sieve of smallest prime factors.
 * Proof: README.md
 * Time: O(K log K) (the divisor counts of 1..K add up to about K ln K). Memory: O(K).
 * Status: checked against brute.py for every K in 1..2000 and on every test by `make test`.
 */
#include <ctype.h>
#include <stdio.h>

#define MIN_K 1
#define MAX_K 100000
#define MAX_DIVISORS 128 /* the most divisors of any x <= MAX_K (83,160 has 128) */
#define SHOWN_TOKEN 24   /* characters of a bad number quoted in an error message */

/* Fills spf[x] with the smallest prime factor of x, for 2 <= x <= limit. */
static void sieve_smallest_prime_factors(int limit, int spf[])
{
    int x, p;
    for (x = 2; x <= limit; x++)
        spf[x] = 0;
    for (p = 2; p <= limit; p++) {
        if (spf[p] != 0)
            continue;
        spf[p] = p;
        /* Multiples below p * p already have a smaller prime factor. */
        if (p <= limit / p)
            for (x = p * p; x <= limit; x += p)
                if (spf[x] == 0)
                    spf[x] = p;
    }
}

/* Writes every divisor of x (1 <= x, spf filled up to x) to divisors[]; returns their count. */
static int list_divisors(int x, const int spf[], int divisors[])
{
    int count = 1;
    divisors[0] = 1;
    while (x > 1) {
        int p = spf[x], old_count = count, power = 1, i;
        while (x % p == 0) {
            x /= p;
            power *= p;
            for (i = 0; i < old_count; i++)
                divisors[count++] = divisors[i] * power;
        }
    }
    return count;
}

/*
 * Returns 1 if Kali, moving first from 1, wins the game with limit k, else 0.
 * Requires MIN_K <= k <= MAX_K. Time O(k log k), memory O(MAX_K) of static tables.
 */
static int first_player_wins(int k)
{
    static int spf[MAX_K + 1];
    static unsigned char mover_wins[MAX_K + 1];
    int divisors[MAX_DIVISORS];
    int x;

    sieve_smallest_prime_factors(k, spf);
    for (x = k; x >= 1; x--) {
        int count = list_divisors(x, spf, divisors), i;
        mover_wins[x] = 0;
        /* A move past k loses at once, so only moves to x + d <= k can win. */
        for (i = 0; i < count; i++)
            if (divisors[i] <= k - x && !mover_wins[x + divisors[i]]) {
                mover_wins[x] = 1;
                break;
            }
    }
    return mover_wins[1];
}

/* Prints what was found instead of a number: a character, a byte, or the end of a line or input. */
static void describe_found(int c)
{
    if (c == EOF)
        fprintf(stderr, "found end of input\n");
    else if (c == '\n')
        fprintf(stderr, "found end of line\n");
    else if (isgraph(c))
        fprintf(stderr, "found '%c'\n", c);
    else
        fprintf(stderr, "found byte 0x%02x\n", (unsigned)c);
}

/*
 * Reads K, the first token of standard input; returns 1 on success. Otherwise prints one
 * line on stderr, naming the line of the input, and returns 0. The value saturates above
 * MAX_K, so any number of digits is safe.
 */
static int read_limit(int *k)
{
    char shown[SHOWN_TOKEN + 1];
    int line = 1, length = 0, digits = 0, negative = 0, c;
    long value = 0;

    while ((c = getchar()) != EOF && isspace(c))
        if (c == '\n')
            line++;
    if (c == '-') {
        negative = 1;
        shown[length++] = '-';
        c = getchar();
    }
    for (; c != EOF && isdigit(c); c = getchar(), digits++) {
        value = value * 10 + (c - '0');
        if (value > MAX_K)
            value = MAX_K + 1;
        if (length < SHOWN_TOKEN)
            shown[length++] = (char)c;
    }
    shown[length] = '\0';
    if (digits == 0 || (c != EOF && !isspace(c))) {
        fprintf(stderr, "error: line %d: expected an integer K, ", line);
        describe_found(c);
        return 0;
    }
    if (negative)
        value = -value;
    if (value < MIN_K || value > MAX_K) {
        fprintf(stderr, "error: line %d: K = %s%s is outside [%d, %d]\n", line, shown,
                digits + negative > SHOWN_TOKEN ? "..." : "", MIN_K, MAX_K);
        return 0;
    }
    *k = (int)value;
    return 1;
}

int main(void)
{
    int k;
    if (!read_limit(&k))
        return 1;
    puts(first_player_wins(k) ? "Kali" : "Ringo");
    return 0;
}
