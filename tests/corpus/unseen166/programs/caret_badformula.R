library(caret)
set.seed(9)
fit <- train(Species ~ Petal.Width + Sepal.Size, data = iris, method = "rpart")
