library(lme4)
fm <- lmer(Reaction ~ Days + (Days | Subject), data = sleepstudy, verbose = 1)
print(summary(fm)$coefficients)
