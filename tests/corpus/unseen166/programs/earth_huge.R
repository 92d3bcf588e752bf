library(earth)
d <- mtcars; d$mpg <- d$mpg * 1e160
fit <- earth(mpg ~ ., data = d, trace = 2)
