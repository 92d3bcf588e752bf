library(xgboost)
dtrain <- xgb.DMatrix(as.matrix(mtcars[, -1]), label = mtcars$mpg)
