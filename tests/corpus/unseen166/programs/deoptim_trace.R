library(DEoptim)
set.seed(28)
rastrigin <- function(x) 10 * length(x) + sum(x^2 - 10 * cos(2 * pi * x))
r <- DEoptim(rastrigin, lower = rep(-5, 4), upper = rep(5, 4), control = DEoptim.control(itermax = 60, trace = 10))
