library(e1071)
x <- as.matrix(iris[, 1:4]); x[3, 2] <- NaN
m <- svm(x, iris$Species)
