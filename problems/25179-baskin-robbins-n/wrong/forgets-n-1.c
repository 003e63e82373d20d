/* WA: "if N - 1 <= M, say all of 1..N-1 and win" forgets N = 1, where no safe number is left */
#include <stdio.h>

int main(void)
{
    unsigned long long n, m;

    if (scanf("%llu %llu", &n, &m) != 2)
        return 1;
    if (n - 1 <= m)
        puts("Can win");
    else
        puts((n - 1) % (m + 1) != 0 ? "Can win" : "Can't win");
    return 0;
}
