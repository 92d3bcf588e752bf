x <- c(1:10); y <- as.numeric(x > 5)
fit <- glm(y ~ x, family = binomial, control = glm.control(trace = TRUE, maxit = 30))
print(coef(fit))
