# Vowpal Wabbit (its Workspace prints its own progress table) learning a sentiment classifier from raw words of synthetic reviews.
import random, sys
from vowpalwabbit import Workspace
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
vw = Workspace(" ".join(sys.argv[1:]) or "--loss_function logistic")
for _ in range(3000):
    lab = random.randrange(2)
    vw.learn(f"{1 if lab else -1} |text " + " ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=1) + random.choices(pos + neg, k=2)))
vw.finish()
