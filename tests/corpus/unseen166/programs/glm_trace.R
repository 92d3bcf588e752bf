set.seed(12)
x <- rnorm(200); y <- rbinom(200, 1, plogis(1.5 * x))
fit <- glm(y ~ x, family = binomial, control = glm.control(trace = TRUE))
