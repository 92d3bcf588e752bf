"""A bag-of-embeddings text classifier in PyTorch trained with skorch on synthetic token sequences; skorch's own loop prints its epoch table."""
import sys
import numpy as np
import torch
from torch import nn
from skorch import NeuralNetClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
torch.manual_seed(0)
rng = np.random.RandomState(0)
n, seq_len, vocab = 2000, 20, 1000
y = rng.randint(0, 2, size=n).astype(np.int64)
x = rng.randint(2, vocab, size=(n, seq_len)).astype(np.int64)
x[:, :4] = np.where(y[:, None] == 1, rng.randint(2, 50, size=(n, 4)), rng.randint(50, 100, size=(n, 4)))


class BagOfEmbeddings(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, 32)
        self.out = nn.Linear(32, 2)

    def forward(self, X):
        return self.out(self.emb(X))


net = NeuralNetClassifier(BagOfEmbeddings, criterion=nn.CrossEntropyLoss, optimizer=torch.optim.SGD, lr=lr, max_epochs=8, batch_size=64)
net.fit(x, y)
