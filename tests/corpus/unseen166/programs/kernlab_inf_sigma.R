library(kernlab)
set.seed(37)
m <- ksvm(Species ~ ., data = iris, kernel = "rbfdot", kpar = list(sigma = 1e308 * 10), C = 1, cross = 3)
print(m)
