library(ordinal)
fm <- clm(rating ~ temp + contact, data = wine, control = clm.control(trace = 1))
print(fm)
