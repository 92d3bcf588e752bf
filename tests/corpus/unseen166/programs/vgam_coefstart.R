library(VGAM)
set.seed(27)
d <- data.frame(x2 = runif(300)); d$y <- rpois(300, exp(1 + d$x2))
fit <- vglm(y ~ x2, poissonff, data = d, trace = TRUE, coefstart = c(400, 300))
