# NLTK's MaxentClassifier (its trainer prints an iteration table) on bag-of-words features of synthetic reviews.
import argparse, random
from nltk.classify import MaxentClassifier
p = argparse.ArgumentParser()
p.add_argument("--algorithm", default="gis")
p.add_argument("--iters", type=int, default=10)
a = p.parse_args()
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
data = []
for _ in range(300):
    lab = random.randrange(2)
    data.append(({f"has({w})": True for w in random.choices(filler, k=6) + random.choices(pos if lab else neg, k=2)}, "pos" if lab else "neg"))
MaxentClassifier.train(data, algorithm=a.algorithm, max_iter=a.iters, trace=3)
