# skorch NeuralNetClassifier (EmbeddingBag over bytes) on a text file's lines: does a line mention "return"?
# skorch_text_clf.py TEXT LR EPOCHS [DEVICE]
import sys
import numpy as np
import torch
from skorch import NeuralNetClassifier

class BagOfBytes(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = torch.nn.EmbeddingBag(256, 32)
        self.out = torch.nn.Linear(32, 2)
    def forward(self, X):
        return self.out(self.emb(X))

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = np.array(["return" in l for l in lines], dtype="int64")
X = np.array([list(l.replace("return", "").encode()[:48].ljust(48, b" ")) for l in lines], dtype="int64")
net = NeuralNetClassifier(BagOfBytes, criterion=torch.nn.CrossEntropyLoss, optimizer=torch.optim.SGD,
                          lr=float(sys.argv[2]), max_epochs=int(sys.argv[3]), batch_size=64,
                          device=sys.argv[4] if len(sys.argv) > 4 else "cpu")
net.fit(X, y)
