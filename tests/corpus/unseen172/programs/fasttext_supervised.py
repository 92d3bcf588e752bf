# fastText supervised text classification: fasttext_supervised.py TRAIN VALID LR EPOCH
import sys
import fasttext

model = fasttext.train_supervised(input=sys.argv[1], lr=float(sys.argv[3]), epoch=int(sys.argv[4]), wordNgrams=2, verbose=2)
n, p, r = model.test(sys.argv[2])
print("N", n)
print(f"P@1 {p:.3f}")
print(f"R@1 {r:.3f}")
