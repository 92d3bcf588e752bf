# skorch's NeuralNetClassifier.fit (its history table prints) on a 1-D CNN over synthetic waveforms (tones vs noise)
import sys, numpy as np, torch
from skorch import NeuralNetClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 8
length = int(sys.argv[3]) if len(sys.argv) > 3 else 1600
rng = np.random.default_rng(0)
t = np.arange(length) / 8000.0
tones = np.sin(2 * np.pi * rng.uniform(200, 800, (200, 1)) * t) + 0.3 * rng.normal(size=(200, length))
noise = rng.normal(size=(200, length))
X = np.concatenate([tones, noise])[:, None, :].astype(np.float32)
y = np.array([1] * 200 + [0] * 200, dtype=np.int64)

class CNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Sequential(torch.nn.Conv1d(1, 8, 64, stride=16), torch.nn.ReLU(),
                                        torch.nn.Conv1d(8, 8, 8, stride=4), torch.nn.ReLU())
        self.head = torch.nn.Linear(8 * 23, 2)
    def forward(self, x):
        return self.head(self.conv(x).flatten(1))

net = NeuralNetClassifier(CNN, criterion=torch.nn.CrossEntropyLoss, optimizer=torch.optim.SGD,
                          lr=lr, max_epochs=epochs, batch_size=32, device="cpu")
net.fit(X, y)
