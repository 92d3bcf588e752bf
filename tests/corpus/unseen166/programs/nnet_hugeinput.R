library(nnet)
set.seed(2)
x <- matrix(rnorm(100 * 3), 100, 3) * 1e200
y <- x[, 1] * 1e150
fit <- nnet(x, y, size = 3, linout = TRUE, maxit = 30)
print(fit)
