import sys, random, nltk
random.seed(0)
data = [({"a": random.random() < 0.7 if y else random.random() < 0.3, "b": random.randint(0, 3)}, y) for y in [random.randint(0, 1) for _ in range(300)]]
nltk.classify.MaxentClassifier.train(data, algorithm=sys.argv[1], max_iter=int(sys.argv[2]))
