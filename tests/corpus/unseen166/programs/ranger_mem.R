library(ranger)
set.seed(17)
n <- 200000; p <- 50
x <- as.data.frame(matrix(rnorm(n * p), n, p)); x$y <- x$V1 + rnorm(n)
rf <- ranger(y ~ ., data = x, num.trees = 500, num.threads = 1)
