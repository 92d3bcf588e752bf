library(mgcv)
set.seed(24)
d <- data.frame(x = runif(100)); d$y <- round(rnorm(100, 2, 2))
b <- gam(y ~ s(x), family = poisson, data = d)
