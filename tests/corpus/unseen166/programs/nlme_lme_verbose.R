library(nlme)
d <- Orthodont; d$distance[5] <- 1e200
fm <- lme(distance ~ age, data = d, random = ~ age | Subject, control = lmeControl(msVerbose = TRUE))
print(fm)
