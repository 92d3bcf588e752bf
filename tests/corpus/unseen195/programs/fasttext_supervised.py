"""Supervised text classification with fastText on a synthetic labelled file; fastText's own loop prints its progress."""
import sys
import random
import fasttext

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
random.seed(0)
pos, neg = ["great", "loved", "fine", "superb", "happy"], ["awful", "hated", "poor", "boring", "sad"]
filler = ["the", "film", "was", "and", "plot", "acting", "very", "really", "it"]
with open("reviews.train", "w") as f:
    for _ in range(4000):
        label = random.choice(["pos", "neg"])
        words = random.choices(filler, k=8) + random.choices(pos if label == "pos" else neg, k=2)
        random.shuffle(words)
        f.write("__label__%s %s\n" % (label, " ".join(words)))
model = fasttext.train_supervised("reviews.train", lr=lr, epoch=25, wordNgrams=2, dim=50, thread=1, verbose=2)
print(model.predict("the film was great and superb"))
