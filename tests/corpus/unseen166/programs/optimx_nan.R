library(optimx)
f <- function(p) sum((log(p) - 1)^2)
res <- optimx(c(5, -0.5), f, method = c("BFGS", "Nelder-Mead"), control = list(trace = 1))
print(res)
