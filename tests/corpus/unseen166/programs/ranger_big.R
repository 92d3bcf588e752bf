library(ranger)
set.seed(16)
n <- 20000; p <- 40
x <- as.data.frame(matrix(rnorm(n * p), n, p)); x$y <- x$V1 - 2 * x$V2 + rnorm(n)
rf <- ranger(y ~ ., data = x, num.trees = 300, num.threads = 1, verbose = TRUE)
print(rf)
