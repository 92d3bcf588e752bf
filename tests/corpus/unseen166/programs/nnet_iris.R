library(nnet)
set.seed(1)
fit <- nnet(Species ~ ., data = iris, size = 4, maxit = 100, decay = 5e-4)
print(table(predict(fit, iris, type = "class"), iris$Species))
