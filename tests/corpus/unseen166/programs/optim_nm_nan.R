f <- function(p) sum((log(p) - c(1, 2))^2)
res <- optim(c(1, 1), f, method = "BFGS", control = list(trace = 1, REPORT = 1))
print(res$par)
