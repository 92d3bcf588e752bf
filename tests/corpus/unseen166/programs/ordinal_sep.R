library(ordinal)
d <- data.frame(y = factor(rep(1:3, each = 10)), x = rep(1:3, each = 10))
fm <- clm(y ~ x, data = d, control = clm.control(trace = 1))
print(fm)
