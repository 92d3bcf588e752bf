library(flexmix)
set.seed(26)
data("NPreg", package = "flexmix")
NPreg$yn[3] <- 1e308 * 10
m <- flexmix(yn ~ x, data = NPreg, k = 2, control = list(verbose = 1, iter.max = 20))
