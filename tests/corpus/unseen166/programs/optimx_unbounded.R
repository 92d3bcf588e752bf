library(optimx)
f <- function(p) sum(p^3) - 10 * sum(p)
res <- optimx(c(1, 2), f, method = "BFGS", control = list(trace = 1, maxit = 50))
print(res)
