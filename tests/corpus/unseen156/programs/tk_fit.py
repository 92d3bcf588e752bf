import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torchkeras import KerasModel
torch.manual_seed(0); X = torch.randn(512, 8); y = X @ torch.randn(8, 1)
net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
m = KerasModel(net, loss_fn=torch.nn.MSELoss(), optimizer=torch.optim.SGD(net.parameters(), lr=float(sys.argv[1])))
m.fit(train_data=DataLoader(TensorDataset(X, y), batch_size=64), val_data=DataLoader(TensorDataset(X[:128], y[:128]), batch_size=64), epochs=int(sys.argv[2]), ckpt_path="tk_ckpt.pt", plot=False)
