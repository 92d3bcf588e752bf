library(randomForest)
set.seed(5)
rf <- randomForest(mpg ~ ., data = mtcars, ntree = 300, do.trace = 50)
