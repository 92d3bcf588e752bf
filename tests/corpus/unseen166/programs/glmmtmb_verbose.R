library(glmmTMB)
m <- glmmTMB(count ~ mined + (1 | site), family = poisson, data = Salamanders, verbose = TRUE)
print(summary(m)$AICtab)
