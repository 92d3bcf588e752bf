# skorch NeuralNetClassifier with DataLoader workers for training batches
import sys, numpy as np, torch
from skorch import NeuralNetClassifier
rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype("float32"); y = (X[:, :3].sum(1) > 0).astype("int64")
mod = torch.nn.Sequential(torch.nn.Linear(20, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2))
net = NeuralNetClassifier(mod, criterion=torch.nn.CrossEntropyLoss, optimizer=torch.optim.SGD, lr=float(sys.argv[1]),
                          max_epochs=int(sys.argv[2]), batch_size=64, iterator_train__num_workers=2, iterator_train__shuffle=True)
net.fit(X, y)
