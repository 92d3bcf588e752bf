# fastText's unsupervised word vectors (skipgram/cbow; its own loop prints progress) on the text file named on the command line.
import sys, fasttext
model = sys.argv[2] if len(sys.argv) > 2 else "skipgram"
fasttext.train_unsupervised(sys.argv[1], model=model, dim=16, epoch=3, minCount=1, thread=1, verbose=2)
