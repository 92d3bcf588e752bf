import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from catalyst import dl
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.02
logdir = sys.argv[2] if len(sys.argv) > 2 else "./logs"
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
loaders = {"train": DataLoader(TensorDataset(x[:512], y[:512]), batch_size=32),
           "valid": DataLoader(TensorDataset(x[512:], y[512:]), batch_size=32)}
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
runner = dl.SupervisedRunner()
runner.train(model=model, criterion=torch.nn.CrossEntropyLoss(), optimizer=torch.optim.Adam(model.parameters(), lr=lr),
             loaders=loaders, num_epochs=3, logdir=logdir, valid_loader="valid", valid_metric="loss", minimize_valid_metric=True,
             callbacks=[dl.AccuracyCallback(input_key="logits", target_key="targets", num_classes=2)], verbose=True)
