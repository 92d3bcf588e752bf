import sys, random, fasttext
random.seed(0); W = [f"w{i}" for i in range(300)]
with open("ft_train.txt", "w") as f:
    for _ in range(5000):
        y = random.randint(0, 1); f.write(f"__label__{y} " + " ".join(random.choice(W[:150] if y else W[150:]) for _ in range(10)) + "\n")
fasttext.train_supervised("ft_train.txt", lr=float(sys.argv[1]), epoch=int(sys.argv[2]), thread=1, verbose=2)
