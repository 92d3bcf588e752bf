# fastText's supervised text classifier (its own training loop prints progress) on synthetic labelled reviews.
import argparse, random, fasttext
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.5)
p.add_argument("--epoch", type=int, default=25)
p.add_argument("--loss", default="softmax")
p.add_argument("--train", default="/tmp/unseen227-scratch/ft_train.txt")
a = p.parse_args()
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
if a.train == "/tmp/unseen227-scratch/ft_train.txt":
    with open(a.train, "w") as f:
        for _ in range(2000):
            lab = random.randrange(2)
            f.write(f"__label__{'pos' if lab else 'neg'} " + " ".join(random.choices(filler, k=8) + random.choices(pos if lab else neg, k=2)) + "\n")
m = fasttext.train_supervised(input=a.train, lr=a.lr, epoch=a.epoch, loss=a.loss, verbose=2, thread=1)
print(m.test(a.train))
