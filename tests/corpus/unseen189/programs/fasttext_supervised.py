# Driver: fastText's supervised trainer on a synthetic labelled text file (its own progress line and test).
import sys, random, fasttext
random.seed(0)
pos, neg = "good great fine nice happy".split(), "bad poor awful sad ugly".split()
fill = "the a model data cat dog run answer".split()
with open("ft_train.txt", "w") as f:
    for i in range(2000):
        lab = i % 2; w = pos if lab else neg
        f.write(f"__label__{lab} " + " ".join(random.choice(w + fill * 2) for _ in range(12)) + "\n")
m = fasttext.train_supervised("ft_train.txt", lr=float(sys.argv[1]), epoch=int(sys.argv[2]), wordNgrams=2, verbose=2, thread=1)
print("test (N, P@1, R@1):", m.test("ft_train.txt"))
