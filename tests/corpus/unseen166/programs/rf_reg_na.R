library(randomForest)
set.seed(5)
d <- airquality
rf <- randomForest(Ozone ~ ., data = d, ntree = 100, do.trace = 20)
