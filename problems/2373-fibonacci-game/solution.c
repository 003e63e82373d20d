/*
 * BOJ 2373 - Fibonacci Game (피보나치 게임)
 * https://www.acmicpc.net/problem/2373
 *
 * Idea: a start with N marbles is lost for the first player exactly when N is a Fibonacci
 * number (print -1). Otherwise the smallest winning first move is the smallest term of N's
 * Zeckendorf representation (N as a sum of non-consecutive Fibonacci numbers), which the
 * greedy "take away the largest Fibonacci number that fits" produces.
 * Proof: README.md.
 * Time: O(log N), at most 86 Fibonacci numbers up to 10^18. Memory: O(1), a fixed table.
 * Status: checked against brute.py (exhaustive search) for every N in 2..2000 and against
 * reference.py on the test data up to 10^18 by `make test`. Integer arithmetic only.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#define N_MIN 2ULL
#define N_MAX 1000000000000000000ULL
#define FIBONACCI_CAPACITY 90 /* 1, 2, 3, 5, ... up to N_MAX are 86 numbers */

/*
 * The smallest number of marbles the first player can take from n and still force a win,
 * or 0 when no first move wins (exactly when n is a Fibonacci number).
 * Requires N_MIN <= n <= N_MAX. O(log n) time, no overflow: every sum formed is <= n.
 */
static unsigned long long smallest_winning_move(unsigned long long n)
{
    unsigned long long fibonacci[FIBONACCI_CAPACITY];
    unsigned long long rest = n, smallest_term = 0;
    int count = 2, i;

    fibonacci[0] = 1;
    fibonacci[1] = 2;
    /* Append the next Fibonacci number while it is <= n, tested as a difference so that the
     * sum is formed only when it fits. */
    while (fibonacci[count - 1] <= n - fibonacci[count - 2]) {
        fibonacci[count] = fibonacci[count - 1] + fibonacci[count - 2];
        count++;
    }
    if (fibonacci[count - 1] == n)
        return 0;
    /* Greedy Zeckendorf: the last term taken is the smallest; fibonacci[0] = 1 ends it. */
    for (i = count - 1; rest > 0; i--) {
        if (fibonacci[i] <= rest) {
            rest -= fibonacci[i];
            smallest_term = fibonacci[i];
        }
    }
    return smallest_term;
}

/*
 * Reads N from standard input: blanks, then decimal digits ending at a blank or the end of
 * input. Returns 1 on success; otherwise prints one line on standard error and returns 0.
 */
static int read_marble_count(unsigned long long *n)
{
    int c, line = 1;
    unsigned long long value = 0;

    while ((c = getchar()) != EOF && isspace(c))
        if (c == '\n')
            line++;
    if (c == EOF) {
        fprintf(stderr, "error: line %d: expected N, found the end of the input\n", line);
        return 0;
    }
    if (!isdigit(c)) {
        fprintf(stderr, "error: line %d: expected N, a whole number from %llu to %llu\n",
                line, N_MIN, N_MAX);
        return 0;
    }
    for (; c != EOF && isdigit(c); c = getchar()) {
        unsigned long long digit = (unsigned long long)(c - '0');
        if (value > (N_MAX - digit) / 10) {
            fprintf(stderr, "error: line %d: N is larger than %llu\n", line, N_MAX);
            return 0;
        }
        value = value * 10 + digit;
    }
    if (c != EOF && !isspace(c)) {
        fprintf(stderr, "error: line %d: N must be written with digits only\n", line);
        return 0;
    }
    if (value < N_MIN) {
        fprintf(stderr, "error: line %d: N = %llu is smaller than %llu\n", line, value, N_MIN);
        return 0;
    }
    *n = value;
    return 1;
}

int main(void)
{
    unsigned long long n, move;

    if (!read_marble_count(&n))
        return EXIT_FAILURE;
    move = smallest_winning_move(n);
    if (move == 0)
        printf("-1\n");
    else
        printf("%llu\n", move);
    return EXIT_SUCCESS;
}
