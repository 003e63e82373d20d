/* PE: prints an empty line between two answers, which BOJ's rule does not allow */
#include <stdio.h>

static int mover_wins(long long v, long long u)
{
    if (v > u) {
        long long t = v;
        v = u;
        u = t;
    }
    if (u % v == 0 || u >= 2 * v)
        return 1;
    return !mover_wins(u - v, v);
}

int main(void)
{
    long long a, b;
    int first = 1;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        printf("%s%s\n", first ? "" : "\n", mover_wins(a, b) ? "A wins" : "B wins");
        first = 0;
    }
    return 0;
}
