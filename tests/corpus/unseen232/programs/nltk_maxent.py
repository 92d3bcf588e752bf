# NLTK: tokenise labelled sentences and train a MaxEnt classifier with its iteration table
import sys, random, nltk
from nltk.tokenize import wordpunct_tokenize
random.seed(0)
pos, neg = "good great fine nice".split(), "bad awful poor dull".split()
data = []
for i in range(400):
    lab = "pos" if i % 2 else "neg"
    s = " ".join(random.choice(pos if lab == "pos" else neg) + " " + random.choice(["film", "plot", "cast"]) for _ in range(2)) + "."
    data.append(({w: True for w in wordpunct_tokenize(s)}, lab))
nltk.classify.MaxentClassifier.train(data, algorithm=sys.argv[1], max_iter=int(sys.argv[2]))
