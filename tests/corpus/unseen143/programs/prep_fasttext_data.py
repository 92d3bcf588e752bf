# Setup (not a case): writes the small labelled text file fasttext_sup.py trains on, under /tmp/unseen143-scratch.
import random
random.seed(0)
words = {"pos": "good great fine excellent happy nice superb lovely".split(), "neg": "bad awful poor terrible sad nasty dreadful ugly".split()}
neutral = "the a movie film plot actor scene story was is very quite".split()
with open("/tmp/unseen143-scratch/ft_train.txt", "w") as f:
    for i in range(3000):
        lab = random.choice(["pos", "neg"])
        toks = random.sample(neutral, 5) + random.sample(words[lab], 2)
        random.shuffle(toks)
        f.write(f"__label__{lab} " + " ".join(toks) + "\n")
