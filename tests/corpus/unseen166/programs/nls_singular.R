x <- 1:10
y <- 2 * x + rnorm(10)
fm <- nls(y ~ a * b * x, start = list(a = 1, b = 1), trace = TRUE)
