library(e1071)
set.seed(14)
tuned <- tune.svm(Species ~ ., data = iris, gamma = 10^(-2:0), cost = 10^(0:2))
print(summary(tuned))
