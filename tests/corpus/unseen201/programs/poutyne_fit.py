# Poutyne's Model.fit on synthetic 3-class data (its own loop prints the epoch lines).
import sys
import torch, torch.nn as nn
from poutyne import Model

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
X = torch.randn(1200, 20)
y = (X[:, :3].argmax(1) + (X[:, 3] > 1.5).long()) % 3
if len(sys.argv) > 2 and sys.argv[2] == "with-missing":
    X[700, 5] = float("nan")  # one missing feature value, as a CSV export with an empty cell gives
net = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 3))
model = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "cross_entropy", batch_metrics=["accuracy"], epoch_metrics=["f1"])
model.fit(X[:1000], y[:1000], validation_data=(X[1000:], y[1000:]), epochs=6, batch_size=64)
