# skorch's NeuralNetClassifier (its fit loop prints the epoch table) on TF-IDF features of synthetic reviews.
import argparse, random, numpy as np, torch
from torch import nn
from sklearn.feature_extraction.text import TfidfVectorizer
from skorch import NeuralNetClassifier
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=8)
a = p.parse_args()
random.seed(0); torch.manual_seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
texts, y = [], []
for _ in range(400):
    lab = random.randrange(2); y.append(lab)
    texts.append(" ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=2)))
X = TfidfVectorizer().fit_transform(texts).toarray().astype(np.float32)
net = NeuralNetClassifier(nn.Sequential(nn.Linear(X.shape[1], 32), nn.ReLU(), nn.Linear(32, 2)), criterion=nn.CrossEntropyLoss,
                          optimizer=torch.optim.SGD, lr=a.lr, max_epochs=a.epochs, batch_size=32)
net.fit(X, np.array(y, dtype=np.int64))
