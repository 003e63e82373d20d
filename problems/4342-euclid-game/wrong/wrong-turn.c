/* WA: counts the forced moves but gives the game to A when their number is odd */
#include <stdio.h>

int main(void)
{
    long long a, b;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        int forced = 0;

        for (;;) {
            if (a > b) {
                long long t = a;
                a = b;
                b = t;
            }
            if (b % a == 0 || b >= 2 * a)
                break;
            b -= a;
            forced++;
        }
        puts(forced % 2 == 1 ? "A wins" : "B wins");
    }
    return 0;
}
