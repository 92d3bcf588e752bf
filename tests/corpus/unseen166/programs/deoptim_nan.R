library(DEoptim)
set.seed(29)
f <- function(x) sum(log(x)^2)
r <- DEoptim(f, lower = c(-1, -1), upper = c(5, 5), control = DEoptim.control(itermax = 30, trace = 5))
