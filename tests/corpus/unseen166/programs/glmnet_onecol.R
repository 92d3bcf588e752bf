library(glmnet)
x <- matrix(rnorm(50), 50, 1)
y <- rnorm(50)
fit <- glmnet(x, y)
