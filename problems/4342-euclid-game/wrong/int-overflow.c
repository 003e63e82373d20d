/* WA: tests b >= 2 * a in 32-bit int, which wraps negative once a > 2^30 */
#include <stdio.h>

int main(void)
{
    int a, b;

    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        int first_to_move = 1;

        for (;;) {
            if (a > b) {
                int t = a;
                a = b;
                b = t;
            }
            if (b == a || b >= 2 * a)
                break;
            b -= a;
            first_to_move = !first_to_move;
        }
        puts(first_to_move ? "A wins" : "B wins");
    }
    return 0;
}
