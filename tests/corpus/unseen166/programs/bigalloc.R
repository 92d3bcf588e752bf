m <- matrix(0, 50000, 50000)
print(dim(m))
