url <- "https://archive.ics.uci.edu/ml/machine-learning-databases/iris/iris.data"
download.file(url, destfile = "/tmp/unseen166-scratch/iris.data")
d <- read.csv("/tmp/unseen166-scratch/iris.data", header = FALSE)
