library(nloptr)
f <- function(x) (sqrt(x[1]) - 2)^2 + (x[2] - 1)^2
res <- nloptr(x0 = c(0.5, 0), eval_f = f, opts = list(algorithm = "NLOPT_LN_NELDERMEAD", maxeval = 25, print_level = 1))
print(res$objective)
