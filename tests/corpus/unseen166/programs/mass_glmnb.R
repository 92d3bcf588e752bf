library(MASS)
fit <- glm.nb(Days ~ Sex/(Age + Eth*Lrn), data = quine, control = glm.control(trace = 2))
print(fit$theta)
