#include "stats.h"
double mean(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i]; return s / n; }
