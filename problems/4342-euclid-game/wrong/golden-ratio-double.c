/* WA: tests b > phi * a in double: wrong on consecutive Fibonacci pairs like 102334155 165580141 */
#include <math.h>
#include <stdio.h>

int main(void)
{
    const double phi = (1 + sqrt(5.0)) / 2;
    long long a, b;

    while (scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
        long long smaller = a < b ? a : b, larger = a < b ? b : a;

        /* The mover wins iff larger > phi * smaller (README.md), or the two are equal. */
        puts(smaller == larger || larger > phi * smaller ? "A wins" : "B wins");
    }
    return 0;
}
