"""Catalyst: SupervisedRunner.train on synthetic classification data, verbose epoch logs."""
import sys
import torch
from catalyst import dl

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
x = torch.randn(1024, 16)
y = (x[:, 0] + x[:, 1] > 0).long()
loaders = {"train": torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[:896], y[:896]), batch_size=32),
           "valid": torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[896:], y[896:]), batch_size=64)}
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
runner = dl.SupervisedRunner()
runner.train(model=model, criterion=torch.nn.CrossEntropyLoss(), optimizer=torch.optim.SGD(model.parameters(), lr=lr), loaders=loaders,
             num_epochs=3, logdir="/tmp/unseen142-scratch/catalyst_logs", valid_loader="valid", valid_metric="loss", minimize_valid_metric=True, verbose=False)
