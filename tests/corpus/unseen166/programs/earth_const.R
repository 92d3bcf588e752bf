library(earth)
d <- mtcars; d$mpg <- 20
fit <- earth(mpg ~ ., data = d, trace = 2)
print(fit)
