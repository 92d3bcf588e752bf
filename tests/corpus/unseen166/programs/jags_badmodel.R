library(rjags)
y <- rnorm(50, 3, 1)
ms <- "model { for (i in 1:N) { y[i] ~ dnorm(mu, tau) } mu ~ dnorm(0, 0.001) }"
jm <- jags.model(textConnection(ms), data = list(y = y, N = 50), n.chains = 2)
