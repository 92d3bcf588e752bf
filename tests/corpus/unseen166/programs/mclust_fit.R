library(mclust)
fit <- Mclust(faithful, G = 1:4, verbose = FALSE)
print(summary(fit))
