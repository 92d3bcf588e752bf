# NLTK's MaxentClassifier trained (GIS/IIS) on synthetic features; NLTK prints its iteration table.
import sys, random
from nltk.classify import MaxentClassifier
random.seed(0)
scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
data = []
for i in range(200):
    y = random.choice(["pos", "neg"])
    f = {"w%d" % random.randint(0, 20): True for _ in range(5)}
    f["len"] = scale * random.random() * (2 if y == "pos" else 1)
    data.append((f, y))
MaxentClassifier.train(data, algorithm=sys.argv[1] if len(sys.argv) > 1 else "gis", max_iter=10)
