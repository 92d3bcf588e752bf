library(DEoptim)
set.seed(32)
f <- function(x) if (x[1] > 10) sum(x^2) else Inf
r <- DEoptim(f, lower = c(-5, -5), upper = c(5, 5), control = DEoptim.control(itermax = 20, trace = 5))
