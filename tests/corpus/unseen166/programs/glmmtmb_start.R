library(glmmTMB)
m <- glmmTMB(count ~ mined + (1 | site), family = poisson, data = Salamanders,
             start = list(beta = c(300, 300)), verbose = TRUE)
print(summary(m)$AICtab)
