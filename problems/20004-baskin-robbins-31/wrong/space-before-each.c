/* PE: writes a space before every n, so the line starts with one, which BOJ's rule refuses */
#include <stdio.h>

int main(void)
{
    int a, n;

    if (scanf("%d", &a) != 1)
        return 1;
    for (n = 1; n <= a; n++)
        if (30 % (n + 1) == 0)
            printf(" %d", n);
    printf("\n");
    return 0;
}
