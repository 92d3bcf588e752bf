install.packages("ranger", repos = "https://cloud.r-project.org", lib = "/tmp/unseen166-scratch/Rlib")
library(ranger, lib.loc = "/tmp/unseen166-scratch/Rlib")
