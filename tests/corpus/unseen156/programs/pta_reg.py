import sys, torch
from torch.utils.data import TensorDataset
from pytorch_accelerated import Trainer
torch.manual_seed(0); X = torch.randn(512, 8); y = X @ torch.randn(8, 1)
net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
Trainer(model=net, loss_func=torch.nn.MSELoss(), optimizer=torch.optim.SGD(net.parameters(), lr=float(sys.argv[1]))).train(train_dataset=TensorDataset(X, y), eval_dataset=TensorDataset(X[:128], y[:128]), num_epochs=int(sys.argv[2]), per_device_batch_size=64)
