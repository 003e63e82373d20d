/* BOJ 2373 Fibonacci Game (피보나치 게임), https://www.acmicpc.net/problem/2373
 * Idea: N is lost for the first player iff it is a Fibonacci number; otherwise the smallest
 * winning first move is the smallest term of N's Zeckendorf representation (found greedily).
 * Time O(log N): at most 94 Fibonacci numbers below 2^64. Memory O(1).
 * Proof, pitfalls and checks: README.md */
#include <limits.h>
#include <stdio.h>

/* The smallest first move that wins with n marbles, or -1 when no first move wins. */
static long long smallest_winning_move(unsigned long long n)
{
    unsigned long long fibonacci[94] = {0, 1}, rest = n, term = 0; /* F(0)..F(93) < 2^64 */
    int count = 2, i;
    for (; fibonacci[count - 1] <= n - fibonacci[count - 2]; count++) /* while F(count) <= n */
        fibonacci[count] = fibonacci[count - 1] + fibonacci[count - 2];
    for (i = count - 1; rest > 0; i--) /* greedy Zeckendorf: the last term taken is the smallest */
        if (fibonacci[i] <= rest) {
            term = fibonacci[i];
            rest -= term;
        }
    /* term = n: no move (n < 2) or taking all (n Fibonacci); else term <= n / 2 fits */
    return term == n ? -1 : (long long)term;
}

int main(void)
{
    unsigned long long n = 0;
    int c, digits = 0;
    do c = getchar(); while (c == ' ' || (c >= '\t' && c <= '\r')); /* isspace() */
    for (; c >= '0' && c <= '9' && n <= (ULLONG_MAX - (c - '0')) / 10; c = getchar(), digits++)
        n = n * 10 + (c - '0');
    if (digits == 0 || (c >= '0' && c <= '9')) { /* no number, or one past ULLONG_MAX */
        fputs("error: expected N, a number from 0 to 2^64 - 1\n", stderr);
        return 1;
    }
    printf("%lld\n", smallest_winning_move(n));
    return 0;
}
