library(MCMCpack)
set.seed(38)
x <- rnorm(100); y <- (1 + 2 * x + rnorm(100)) * 1e160
post <- MCMCregress(y ~ x, burnin = 100, mcmc = 400, verbose = 100)
print(summary(post)$statistics)
