library(gbm)
set.seed(7)
d <- data.frame(x1 = rnorm(300), x2 = rnorm(300))
d$y <- rpois(300, exp(d$x1))
fit <- gbm(y ~ ., data = d, distribution = "poisson", n.trees = 100,
           shrinkage = 50, train.fraction = 0.8, verbose = TRUE)
