library(mgcv)
set.seed(10)
dat <- gamSim(1, n = 400, dist = "normal", scale = 2)
b <- gam(y ~ s(x0) + s(x1) + s(x2) + s(x3), data = dat, method = "REML",
         control = gam.control(trace = TRUE))
print(summary(b)$r.sq)
