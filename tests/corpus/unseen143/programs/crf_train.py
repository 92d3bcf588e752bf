# python-crfsuite's trainer with verbose output (CRFsuite's L-BFGS log) on a tiny synthetic tagging set.
import argparse, random, pycrfsuite
p = argparse.ArgumentParser(); p.add_argument("--iters", type=int, default=30); p.add_argument("--algo", default="lbfgs"); p.add_argument("--c2", type=float, default=0.01); a = p.parse_args()
random.seed(0); tr = pycrfsuite.Trainer(verbose=True)
for _ in range(200):
    toks = [random.choice(["the", "a", "dog", "cat", "runs", "sleeps", "big", "red"]) for _ in range(6)]
    tags = ["DET" if t in ("the", "a") else "VERB" if t in ("runs", "sleeps") else "ADJ" if t in ("big", "red") else "NOUN" for t in toks]
    tr.append([{"w": t, "suf": t[-2:]} for t in toks], tags)
tr.select(a.algo); tr.set_params({"max_iterations": a.iters, "c2": a.c2}); tr.train("/tmp/unseen143-scratch/crf.model")
