library(nloptr)
f <- function(x) sum(log(x - 3)^2)
res <- nloptr(x0 = c(1, 1), eval_f = f, opts = list(algorithm = "NLOPT_LN_COBYLA", maxeval = 15, print_level = 1))
print(res$solution)
