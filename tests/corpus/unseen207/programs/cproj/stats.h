double mean(const double *x, int n);
