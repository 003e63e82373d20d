/* WA: tests 31 % (n + 1), as if the player to move had to reach 31, not to end on 30 */
#include <stdio.h>

int main(void)
{
    int a, n;

    if (scanf("%d", &a) != 1)
        return 1;
    for (n = 1; n <= a; n++)
        if (31 % (n + 1) == 0)
            printf("%d\n", n);
    return 0;
}
