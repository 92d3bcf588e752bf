library(kernlab)
set.seed(20)
m <- ksvm(Species ~ ., data = iris, kernel = "rbfdot", C = 5, cross = 5)
print(m)
