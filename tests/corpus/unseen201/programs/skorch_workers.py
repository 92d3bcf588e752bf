# skorch's NeuralNetClassifier on image-sized synthetic data with DataLoader workers and a large batch (run under a memory limit).
import sys
import numpy as np, torch, torch.nn as nn
from skorch import NeuralNetClassifier

bs = int(sys.argv[1]) if len(sys.argv) > 1 else 128
rng = np.random.default_rng(0)
X = rng.standard_normal((12000, 3, 64, 64), dtype=np.float32)
y = rng.integers(0, 10, 12000).astype(np.int64)
module = nn.Sequential(nn.Conv2d(3, 8, 3, stride=4), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 10))
net = NeuralNetClassifier(module, max_epochs=2, lr=0.05, batch_size=bs, iterator_train__num_workers=2, iterator_valid__num_workers=2)
net.fit(X, y)
