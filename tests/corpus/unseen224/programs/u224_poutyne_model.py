import sys, torch
from poutyne import Model
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
net = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
model = Model(net, torch.optim.SGD(net.parameters(), lr=float(sys.argv[1])), "cross_entropy", batch_metrics=["accuracy"], epoch_metrics=["f1"])
model.fit(x[:512], y[:512], validation_data=(x[512:], y[512:]), epochs=int(sys.argv[2]), batch_size=32)
