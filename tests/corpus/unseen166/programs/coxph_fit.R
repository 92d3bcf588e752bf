library(survival)
fit <- coxph(Surv(time, status) ~ age + sex + ph.ecog, data = lung)
print(fit)
