import sys, random
import pycrfsuite
random.seed(0)
tr = pycrfsuite.Trainer(verbose=True)
for _ in range(60):
    words = [random.choice("abcdefgh") for _ in range(8)]
    tr.append([{"w": w, "u": float(w in "aeiou")} for w in words], ["V" if w in "ae" else "C" for w in words])
tr.set_params({"c1": 0.1, "c2": 0.01, "max_iterations": 12})
tr.train(sys.argv[1] if len(sys.argv) > 1 else "/tmp/unseen233-scratch/model.crfsuite")
