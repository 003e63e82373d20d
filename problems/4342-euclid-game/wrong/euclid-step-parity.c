/* WA: ignores the choice when the quotient is >= 2 and decides by the parity of Euclid's steps */
#include <stdio.h>

int main(void)
{
    long long a, b;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        int steps = 0;

        while (a != 0 && b != 0) {
            if (a > b)
                a %= b;
            else
                b %= a;
            steps++;
        }
        puts(steps % 2 == 1 ? "A wins" : "B wins");
    }
    return 0;
}
