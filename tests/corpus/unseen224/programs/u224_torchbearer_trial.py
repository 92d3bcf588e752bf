import sys, torch, torchbearer
from torch.utils.data import DataLoader, TensorDataset
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
torch.manual_seed(0)
x = torch.randn(512, 20); y = (x[:, 0] > 0).long()
train = DataLoader(TensorDataset(x[:384], y[:384]), batch_size=32)
val = DataLoader(TensorDataset(x[384:], y[384:]), batch_size=32)
model = torch.nn.Sequential(torch.nn.Linear(20, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2))
opt = torch.optim.SGD(model.parameters(), lr=lr)
trial = torchbearer.Trial(model, opt, torch.nn.CrossEntropyLoss(), metrics=sys.argv[3].split(',') if len(sys.argv) > 3 else ['acc', 'loss'])
trial.with_generators(train_generator=train, val_generator=val).run(epochs=4, verbose=int(sys.argv[2]) if len(sys.argv) > 2 else 1)
