library(lme4)
d <- sleepstudy[sleepstudy$Subject == "308", ]
fm <- lmer(Reaction ~ Days + (1 | Subject), data = d)
