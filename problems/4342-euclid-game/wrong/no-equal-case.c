/* WA: treats a == b as a forced move to (0, a), which hands the win to the wrong player */
#include <stdio.h>

int main(void)
{
    long long a, b;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        int first_to_move = 1;

        for (;;) {
            if (a > b) {
                long long t = a;
                a = b;
                b = t;
            }
            if (b - a >= a) /* wins when b >= 2a; forgets that b == a wins too */
                break;
            b -= a;
            first_to_move = !first_to_move;
        }
        puts(first_to_move ? "A wins" : "B wins");
    }
    return 0;
}
