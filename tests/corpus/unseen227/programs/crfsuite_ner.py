# python-crfsuite's Trainer (CRFsuite prints its own iteration log) on a synthetic token-tagging set.
import argparse, random, pycrfsuite
p = argparse.ArgumentParser()
p.add_argument("--algorithm", default="lbfgs")
p.add_argument("--c2", type=float, default=0.01)
p.add_argument("--iters", type=int, default=15)
p.add_argument("--len-scale", type=float, default=1.0)  # scale of the token-length feature
a = p.parse_args()
random.seed(0)
names, other = "alice bob carol dave paris london berlin".split(), "met in the at went to saw".split()
tr = pycrfsuite.Trainer(verbose=True)
for _ in range(200):
    toks = random.choices(names + other, k=8)
    tr.append([{"w": t, "cap": t[0].isupper(), "len": float(len(t)) * a.len_scale} for t in toks], ["ENT" if t in names else "O" for t in toks])
tr.select(a.algorithm)
tr.set_params({"c2": a.c2, "max_iterations": a.iters})
tr.train("/tmp/unseen227-scratch/crf.model")
