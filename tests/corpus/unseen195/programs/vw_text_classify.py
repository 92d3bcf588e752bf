"""Binary text classification with Vowpal Wabbit: writes a synthetic VW-format file and runs VW on it with the given arguments; VW's own loop prints its progressive-loss table."""
import sys
import random
import vowpalwabbit

random.seed(0)
pos, neg = ["great", "loved", "superb", "happy"], ["awful", "hated", "boring", "sad"]
filler = ["the", "film", "was", "plot", "acting", "very", "it"]
with open("reviews.vw", "w") as f:
    for _ in range(5000):
        label = random.choice([1, -1])
        words = random.choices(filler, k=6) + random.choices(pos if label == 1 else neg, k=2)
        f.write("%d |text %s\n" % (label, " ".join(words)))
args = " ".join(sys.argv[1:]) or "--loss_function logistic"
vw = vowpalwabbit.Workspace("-d reviews.vw " + args)
vw.finish()
