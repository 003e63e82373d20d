/* WA: thinks only the number of coins matters (odd M wins), true only when all cells equal */
#include <stdio.h>

int main(void)
{
    int m;

    if (scanf("%d", &m) != 1)
        return 1;
    puts(m % 2 == 1 ? "koosaga" : "cubelover");
    return 0;
}
