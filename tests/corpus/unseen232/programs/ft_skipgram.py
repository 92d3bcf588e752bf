# fastText unsupervised skipgram embeddings on a tokenised corpus
import sys, fasttext
m = fasttext.train_unsupervised(sys.argv[1], model="skipgram", lr=float(sys.argv[2]), epoch=int(sys.argv[3]), dim=32, minCount=1, thread=1, verbose=2)
print(len(m.words), "words")
