"""Train a small classifier on synthetic data with catalyst's SupervisedRunner (catalyst prints the epochs)."""
import argparse
import torch
from torch.utils.data import TensorDataset, DataLoader
from catalyst import dl

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.02)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--logdir", default="/tmp/unseen223-scratch/catalyst_logs")
p.add_argument("--resume", default=None)
a = p.parse_args()
torch.manual_seed(0)
X = torch.randn(512, 10); y = (X[:, 0] + X[:, 1] > 0).long()
loaders = {"train": DataLoader(TensorDataset(X[:384], y[:384]), batch_size=32, shuffle=True),
           "valid": DataLoader(TensorDataset(X[384:], y[384:]), batch_size=64)}
model = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
runner = dl.SupervisedRunner(input_key="features", output_key="logits", target_key="targets", loss_key="loss")
runner.train(model=model, criterion=torch.nn.CrossEntropyLoss(), optimizer=torch.optim.SGD(model.parameters(), lr=a.lr),
             loaders=loaders, num_epochs=a.epochs, logdir=a.logdir, valid_loader="valid", valid_metric="loss",
             minimize_valid_metric=True, verbose=True, resume=a.resume,
             callbacks=[dl.AccuracyCallback(input_key="logits", target_key="targets", topk=(1,))])
