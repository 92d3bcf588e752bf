set.seed(13)
big <- data.frame(matrix(rnorm(2e5 * 10), ncol = 10))
write.csv(big, "/tmp/full166/preds.csv")
cat("saved\n")
