# python-crfsuite's Trainer with the l2sgd algorithm (verbose: its C library prints each epoch), c2 from the command line.
import random, sys, pycrfsuite
random.seed(0)
trainer = pycrfsuite.Trainer(algorithm="l2sgd", verbose=True)
for _ in range(200):
    words = [random.choice(["the", "a", "cat", "dog", "runs", "sleeps"]) for _ in range(6)]
    tags = ["DET" if w in ("the", "a") else "N" if w in ("cat", "dog") else "V" for w in words]
    trainer.append([{"w": w, "suffix": w[-2:]} for w in words], tags)
trainer.set_params({"c2": float(sys.argv[1]) if len(sys.argv) > 1 else 1.0, "max_iterations": 6})
trainer.train("/tmp/unseen197-scratch/tagger3.crfsuite")
