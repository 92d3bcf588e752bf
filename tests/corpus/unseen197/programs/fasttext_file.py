# fastText's supervised training on the training file named on the command line.
import sys, fasttext
fasttext.train_supervised(sys.argv[1], lr=0.5, epoch=5, thread=1)
