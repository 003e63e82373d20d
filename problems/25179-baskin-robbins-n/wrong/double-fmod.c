/* WA: computes with double and fmod, whose 53-bit mantissa rounds N - 1 near 10^18 */
#include <math.h>
#include <stdio.h>

int main(void)
{
    double n, m;

    if (scanf("%lf %lf", &n, &m) != 2)
        return 1;
    puts(fmod(n - 1, m + 1) != 0 ? "Can win" : "Can't win");
    return 0;
}
