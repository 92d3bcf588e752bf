# fastText supervised training on a labelled text file
import sys, fasttext
m = fasttext.train_supervised(input=sys.argv[1], lr=float(sys.argv[2]), epoch=int(sys.argv[3]), wordNgrams=2, verbose=2, thread=1)
print(m.test(sys.argv[1]))
