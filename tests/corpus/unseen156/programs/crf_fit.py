import sys, random, sklearn_crfsuite
random.seed(0); tags = ["N", "V", "D"]
X, Y = [], []
for _ in range(200):
    t = [random.choice(tags) for _ in range(8)]; Y.append(t)
    X.append([{"w": t[i].lower() + str(random.randint(0, 3)), "prev": t[i - 1] if i and random.random() < 0.5 else "-"} for i in range(8)])
sklearn_crfsuite.CRF(algorithm=sys.argv[1], c2=float(sys.argv[2]), max_iterations=int(sys.argv[3]), verbose=True).fit(X, Y)
