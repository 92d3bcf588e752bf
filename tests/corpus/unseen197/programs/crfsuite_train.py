# python-crfsuite's Trainer (verbose, its C library prints each iteration) on a tiny synthetic tagging corpus.
import random, pycrfsuite
random.seed(0)
trainer = pycrfsuite.Trainer(verbose=True)
for _ in range(200):
    words = [random.choice(["the", "a", "cat", "dog", "runs", "sleeps"]) for _ in range(6)]
    tags = ["DET" if w in ("the", "a") else "N" if w in ("cat", "dog") else "V" for w in words]
    trainer.append([{"w": w, "suffix": w[-2:]} for w in words], tags)
trainer.set_params({"c1": 0.1, "c2": 0.01, "max_iterations": 12})
trainer.train("/tmp/unseen197-scratch/tagger.crfsuite")
