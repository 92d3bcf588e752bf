# fastText's supervised training (its C++ loop prints progress) on a small text file made from scikit-learn's bundled digits labels.
import argparse, fasttext
p = argparse.ArgumentParser(); p.add_argument("--input", default="/tmp/unseen143-scratch/ft_train.txt"); p.add_argument("--lr", type=float, default=0.5)
p.add_argument("--epoch", type=int, default=25); p.add_argument("--loss", default="softmax"); a = p.parse_args()
m = fasttext.train_supervised(input=a.input, lr=a.lr, epoch=a.epoch, loss=a.loss, verbose=2, thread=1, dim=20)
print(m.test(a.input))
