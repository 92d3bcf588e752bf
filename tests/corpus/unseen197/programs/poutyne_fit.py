# Poutyne's Model.fit loop (it prints each epoch) on synthetic FakeData-like tensors: a tiny MLP classifier.
import sys, torch
from poutyne import Model
torch.manual_seed(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
x, y = torch.randn(512, 20), torch.randint(0, 4, (512,))
net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
model = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "cross_entropy", batch_metrics=["accuracy"])
model.fit(x[:400], y[:400], validation_data=(x[400:], y[400:]), epochs=5, batch_size=32)
