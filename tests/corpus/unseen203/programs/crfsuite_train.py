# python-crfsuite's Trainer (verbose) on synthetic word/tag sequences.
import sys, random, pycrfsuite
random.seed(0)
tr = pycrfsuite.Trainer(sys.argv[4] if len(sys.argv) > 4 else "lbfgs", verbose=True)
for _ in range(200):
    tags = [random.choice(["N", "V", "D"]) for _ in range(6)]
    tr.append([{"w=" + t.lower() + str(random.randint(0, 3)): float(sys.argv[3]) if len(sys.argv) > 3 else 1.0, "bias": 1.0} for t in tags], tags)
tr.set_params({"c1": float(sys.argv[1]), "c2": float(sys.argv[2]), "max_iterations": 10})
tr.train("/tmp/unseen203-scratch/model.crfsuite")
