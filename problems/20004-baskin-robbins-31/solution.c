/* BOJ 20004 Baskin-Robbins 31 (베스킨라빈스 31), https://www.acmicpc.net/problem/20004
 * Idea: saying 31 loses, so ending a turn on 30 wins, and so does ending one on 30 - j(n + 1), as
 * the reply to any 1..n numbers tops the round up to n + 1: the second player, owning the start
 * 0 then, wins iff n + 1 divides 30. Time O(min(A, 30)), memory O(1).
 * Proof, pitfalls and checks: README.md */
#include <limits.h>
#include <stdio.h>

#define LOSING_NUMBER 31u /* whoever says it loses */

/* 1 when the second player wins with turns of 1..n numbers, 1 <= n < LOSING_NUMBER. */
static int second_player_wins(unsigned long long n)
{
    return (LOSING_NUMBER - 1) % (n + 1) == 0;
}

int main(void)
{
    unsigned long long a = 0, n;
    int c, digits = 0;
    do c = getchar(); while (c == ' ' || (c >= '\t' && c <= '\r')); /* isspace() */
    for (; c >= '0' && c <= '9' && a <= (ULLONG_MAX - (c - '0')) / 10; c = getchar(), digits++)
        a = a * 10 + (c - '0');
    if (digits == 0 || (c >= '0' && c <= '9')) { /* no number, or one past ULLONG_MAX */
        fputs("error: expected A, a number from 0 to 2^64 - 1\n", stderr);
        return 1;
    }
    for (n = 1; n <= a && n < LOSING_NUMBER; n++) /* from n = 30 on, saying 1..30 at once wins */
        if (second_player_wins(n))
            printf("%llu\n", n);
    return 0;
}
