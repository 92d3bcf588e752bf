"""Call adambielski/siamese-triplet's trainer.fit (its own loop prints) on synthetic embedding-classification data."""
import argparse
import sys

import torch

sys.path.insert(0, ".")  # the repository's checkout
from trainer import fit  # noqa: E402

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
a = p.parse_args()

torch.manual_seed(0)
X, y = torch.randn(1024, 16), torch.randint(0, 4, (1024,))
train = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(X[:768], y[:768]), batch_size=64, shuffle=True)
val = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(X[768:], y[768:]), batch_size=64)
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.PReLU(), torch.nn.Linear(32, 2), torch.nn.PReLU(),
                            torch.nn.Linear(2, 4))
optimizer = torch.optim.Adam(model.parameters(), lr=a.lr)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 8, gamma=0.1)
fit(train, val, model, torch.nn.CrossEntropyLoss(), optimizer, scheduler, n_epochs=5, cuda=False, log_interval=4)
