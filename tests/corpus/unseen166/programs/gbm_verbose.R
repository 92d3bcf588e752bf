library(gbm)
set.seed(6)
fit <- gbm(mpg ~ ., data = mtcars, distribution = "gaussian", n.trees = 200,
           shrinkage = 0.05, n.minobsinnode = 3, train.fraction = 0.8, verbose = TRUE)
