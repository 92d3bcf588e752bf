import sys
import sklearn_crfsuite
words = "the cat sat on the mat while a dog ran in the park".split()
tags = "DT NN VBD IN DT NN IN DT NN VBD IN DT NN".split()
X = [[{"w": w, "suf": w[-2:], "first": i == 0} for i, w in enumerate(words)]] * 20
y = [tags] * 20
sklearn_crfsuite.CRF(algorithm="l2sgd", c2=float(sys.argv[1]), max_iterations=int(sys.argv[2]), verbose=True).fit(X, y)
