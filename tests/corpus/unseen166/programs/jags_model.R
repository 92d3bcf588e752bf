library(rjags)
set.seed(21)
y <- rnorm(50, 3, 1)
ms <- "model { for (i in 1:N) { y[i] ~ dnorm(mu, tau) } mu ~ dnorm(0, 0.001) tau ~ dgamma(0.01, 0.01) }"
jm <- jags.model(textConnection(ms), data = list(y = y, N = 50), n.chains = 2)
s <- coda.samples(jm, c("mu", "tau"), n.iter = 1000)
print(summary(s)$statistics)
