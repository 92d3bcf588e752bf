library(mgcv)
set.seed(11)
d <- data.frame(x = runif(8), y = rnorm(8))
b <- gam(y ~ s(x, k = 20), data = d)
