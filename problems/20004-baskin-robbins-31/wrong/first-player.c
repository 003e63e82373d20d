/* WA: prints the n for which the first player wins, not the second */
#include <stdio.h>

int main(void)
{
    int a, n;

    if (scanf("%d", &a) != 1)
        return 1;
    for (n = 1; n <= a; n++)
        if (30 % (n + 1) != 0)
            printf("%d\n", n);
    return 0;
}
