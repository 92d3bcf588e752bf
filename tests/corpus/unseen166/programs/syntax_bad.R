library(nnet)
fit <- nnet(Species ~ ., data = iris, size = 4 maxit = 100)
