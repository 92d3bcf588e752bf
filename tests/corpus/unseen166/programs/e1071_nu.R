library(e1071)
m <- svm(Species ~ ., data = iris, type = "nu-classification", nu = 0.95)
print(m)
