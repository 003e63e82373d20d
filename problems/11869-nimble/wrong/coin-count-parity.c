/* WA: decides by the parity of M alone (odd M wins): right when all cells are equal, not for 1 2 */
#include <stdio.h>

int main(void)
{
    int m;

    if (scanf("%d", &m) != 1)
        return 1;
    puts(m % 2 == 1 ? "koosaga" : "cubelover");
    return 0;
}
