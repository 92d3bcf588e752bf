library(kernlab)
set.seed(41)
x <- matrix(runif(200), 100, 2); y <- x[, 1] * 1e200
m <- ksvm(x, y, type = "eps-svr", kernel = "rbfdot", C = 1e300, cross = 2)
print(m)
