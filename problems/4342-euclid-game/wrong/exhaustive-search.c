/* TLE: searches every move with no memo; chains of quotient 2 double the work at each step */
#include <stdio.h>

/* 1 when the player to move from (v, u) wins: some move empties a number or leaves a loss. */
static int mover_wins(long long v, long long u)
{
    long long k;

    if (v > u) {
        long long t = v;
        v = u;
        u = t;
    }
    for (k = u / v; k >= 1; k--) {
        long long rest = u - k * v;

        if (rest == 0 || !mover_wins(rest, v))
            return 1;
    }
    return 0;
}

int main(void)
{
    long long a, b;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0))
        puts(mover_wins(a, b) ? "A wins" : "B wins");
    return 0;
}
