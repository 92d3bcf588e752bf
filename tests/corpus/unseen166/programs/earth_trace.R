library(earth)
fit <- earth(mpg ~ ., data = mtcars, trace = 2)
