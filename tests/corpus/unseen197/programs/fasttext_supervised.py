# fastText's supervised training (its C++ loop prints progress) on a small synthetic labelled text file.
import sys, random, fasttext
random.seed(0)
words = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"]
with open("/tmp/unseen197-scratch/ft_train.txt", "w") as f:
    for i in range(2000):
        lab = i % 2
        f.write("__label__%d %s\n" % (lab, " ".join(random.choice(words[lab * 4:lab * 4 + 4]) for _ in range(8))))
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
fasttext.train_supervised("/tmp/unseen197-scratch/ft_train.txt", lr=lr, epoch=20, thread=1, verbose=2)
