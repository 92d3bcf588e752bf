library(VGAM)
set.seed(25)
d <- data.frame(x2 = runif(200)); d$y <- rexp(200, rate = exp(d$x2))
d$y[5] <- Inf
fit <- vglm(y ~ x2, exponential, data = d, trace = TRUE)
