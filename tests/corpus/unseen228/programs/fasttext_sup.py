# fastText's own supervised training loop on a small synthetic labelled corpus; fastText prints.
import sys, random, fasttext
path = sys.argv[1]
if path == "synthetic":
    random.seed(0)
    words = {"pos": "good great fine nice happy love".split(), "neg": "bad awful poor sad hate ugly".split()}
    path = "/tmp/unseen228-scratch/ft_train.txt"
    with open(path, "w") as f:
        for i in range(20000):
            lab = random.choice(["pos", "neg"])
            toks = random.choices(words[lab], k=6) + random.choices(words["pos"] + words["neg"], k=4)
            f.write(f"__label__{lab} {' '.join(toks)}\n")
kw = {k: (float(v) if "." in v or "e" in v else int(v)) for k, v in (a.split("=") for a in sys.argv[2:])}
fasttext.train_supervised(input=path, verbose=2, **kw)
