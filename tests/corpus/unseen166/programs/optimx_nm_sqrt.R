library(optimx)
f <- function(p) sum((sqrt(p) - c(0.1, 0.2))^2)
res <- optimx(c(0.05, 0.05), f, method = "Nelder-Mead", control = list(trace = 1))
print(res)
