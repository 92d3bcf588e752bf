import sys, fasttext
fasttext.train_supervised(input=sys.argv[1], lr=float(sys.argv[2]), epoch=int(sys.argv[3]), verbose=2)
