#include <stdio.h>
#include <stdlib.h>
#include "stats.h"
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10;
    double *x = NULL;
    if (n > 5) x = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) x[i] = i * 0.5;
    printf("mean %f\n", mean(x, n));
    return 0;
}
