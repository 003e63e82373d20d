/* WA: tests 30 % n instead of 30 % (n + 1); a round of the forcing strategy is n + 1 numbers */
#include <stdio.h>

int main(void)
{
    int a, n;

    if (scanf("%d", &a) != 1)
        return 1;
    for (n = 1; n <= a; n++)
        if (30 % n == 0)
            printf("%d\n", n);
    return 0;
}
