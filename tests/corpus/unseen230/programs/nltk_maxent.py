# nltk's MaxentClassifier trained (GIS/IIS) on synthetic featuresets; nltk prints its iteration table
import sys, random
import nltk
random.seed(0)
data = [({"a": random.random() < 0.5 + 0.3 * (y == "x"), "b": random.randint(0, 3)}, y) for y in random.choices("xy", k=300)]
nltk.classify.MaxentClassifier.train(data, algorithm=sys.argv[1], max_iter=int(sys.argv[2]))
