# poutyne's Model.fit on synthetic regression data; poutyne prints each epoch
import sys, torch
from poutyne import Model
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
X = torch.randn(512, 10); y = X @ torch.randn(10, 1)
net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
m = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "mse", batch_metrics=["l1"])
m.fit(X[:400], y[:400], validation_data=(X[400:], y[400:]), epochs=6, batch_size=32)
