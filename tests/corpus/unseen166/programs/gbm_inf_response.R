library(gbm)
set.seed(22)
d <- data.frame(x1 = rnorm(200), x2 = rnorm(200))
d$y <- d$x1 * 3 + rnorm(200)
d$y[17] <- exp(800)
fit <- gbm(y ~ ., data = d, distribution = "gaussian", n.trees = 50, shrinkage = 0.1,
           train.fraction = 0.8, verbose = TRUE)
