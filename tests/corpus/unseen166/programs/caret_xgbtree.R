library(caret)
set.seed(8)
ctrl <- trainControl(method = "cv", number = 3, verboseIter = TRUE)
fit <- train(Species ~ ., data = iris, method = "xgbTree", trControl = ctrl)
