"""torchbearer: a Trial over synthetic classification data; its tqdm printer shows the metrics."""
import sys
import torch
import torchbearer
from torchbearer import Trial

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
x = torch.randn(1024, 16)
y = (x[:, 0] + x[:, 1] > 0).long()
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
trial = Trial(model, torch.optim.SGD(model.parameters(), lr=lr), torch.nn.CrossEntropyLoss(), metrics=["acc", "loss"])
trial.with_generators(torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[:896], y[:896]), batch_size=32),
                      val_generator=torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[896:], y[896:]), batch_size=64))
trial.run(epochs=3)
