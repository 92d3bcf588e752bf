library(nloptr)
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
res <- nloptr(x0 = c(-1.2, 1), eval_f = fr, opts = list(algorithm = "NLOPT_LN_NELDERMEAD", maxeval = 40, print_level = 1, xtol_rel = 1e-8))
