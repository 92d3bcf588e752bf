library(ordinal)
d <- wine; d$x <- seq_len(nrow(d)) * 1e200
fm <- clm(rating ~ x + contact, data = d, control = clm.control(trace = 1))
print(fm)
