library(nlme)
fm <- nlme(height ~ SSasymp(age, Asym, R0, lrc), data = Loblolly,
           fixed = Asym + R0 + lrc ~ 1, random = Asym ~ 1,
           start = c(Asym = 1, R0 = 500, lrc = 3), verbose = TRUE)
