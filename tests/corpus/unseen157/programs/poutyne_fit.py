import sys, torch
from poutyne import Model
g = torch.Generator().manual_seed(0); x = torch.randn(800, 20, generator=g); y = (x[:, 0] - x[:, 2] > 0).long()
net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
m = Model(net, torch.optim.SGD(net.parameters(), lr=float(sys.argv[1])), "cross_entropy", batch_metrics=["accuracy"])
m.fit(x[:640], y[:640], validation_data=(x[640:], y[640:]), epochs=4, batch_size=64)
