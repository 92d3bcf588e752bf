# Poutyne's Model.fit on synthetic FakeData-like tensors, the number of classes given on the command line (a config value).
import sys, torch
from poutyne import Model
torch.manual_seed(0)
n_classes = int(sys.argv[1]) if len(sys.argv) > 1 else 10
x, y = torch.randn(512, 20), torch.randint(0, 10, (512,))  # the data has 10 classes
net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, n_classes))
model = Model(net, "adam", "cross_entropy", batch_metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32)
