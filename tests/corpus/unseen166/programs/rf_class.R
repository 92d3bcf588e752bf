library(randomForest)
set.seed(4)
rf <- randomForest(Species ~ ., data = iris, ntree = 200, do.trace = 25)
print(rf)
