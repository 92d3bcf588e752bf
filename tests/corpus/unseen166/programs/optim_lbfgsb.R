fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
res <- optim(c(-1.2, 1), fr, method = "L-BFGS-B", control = list(trace = 1, REPORT = 5))
print(res$par)
