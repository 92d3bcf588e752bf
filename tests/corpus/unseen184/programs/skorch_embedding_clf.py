"""A small embedding network (text-like bag of tokens -> embedding -> classes) trained with skorch;
skorch prints its own epoch table."""
import argparse

import numpy as np
import torch
from skorch import NeuralNetClassifier

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=8)
p.add_argument("--emb", type=int, default=16)
p.add_argument("--classes", type=int, default=5)
a = p.parse_args()


class BagEmbed(torch.nn.Module):
    def __init__(self, vocab=500, emb=16, classes=5):
        super().__init__()
        self.emb = torch.nn.EmbeddingBag(vocab, emb, mode="mean")
        self.out = torch.nn.Linear(emb, classes)

    def forward(self, X):
        return self.out(self.emb(X))


rng = np.random.default_rng(0)
y = rng.integers(0, 5, size=3000).astype(np.int64)
X = (rng.integers(0, 100, size=(3000, 12)) + 100 * y[:, None] * (rng.random((3000, 12)) < 0.5)).astype(np.int64)
net = NeuralNetClassifier(BagEmbed, module__emb=a.emb, module__classes=a.classes, criterion=torch.nn.CrossEntropyLoss,
                          max_epochs=a.epochs, lr=a.lr, optimizer=torch.optim.SGD, optimizer__momentum=0.9,
                          batch_size=64, device="cpu")
net.fit(X, y)
