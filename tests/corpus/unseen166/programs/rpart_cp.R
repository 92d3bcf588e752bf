library(rpart)
set.seed(15)
fit <- rpart(Kyphosis ~ Age + Number + Start, data = kyphosis, control = rpart.control(cp = 0.001, xval = 10))
printcp(fit)
