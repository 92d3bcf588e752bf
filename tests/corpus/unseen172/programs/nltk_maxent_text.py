# NLTK maximum-entropy text classifier on a text file's lines (does a line mention "return"?).
# nltk_maxent_text.py TEXT ALGORITHM MAX_ITER
import sys
import nltk

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3][:1500]
feats = [({w: True for w in l.lower().split() if w != "return"}, "return" in l) for l in lines]
clf = nltk.classify.MaxentClassifier.train(feats[:1200], algorithm=sys.argv[2], max_iter=int(sys.argv[3]))
print("held-out accuracy:", nltk.classify.accuracy(clf, feats[1200:]))
