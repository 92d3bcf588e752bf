import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torch_lr_finder import LRFinder
torch.manual_seed(0)
x = torch.randn(2048, 16); y = (x.sum(1) > 0).long()
model = torch.nn.Sequential(torch.nn.Linear(16, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2))
opt = torch.optim.SGD(model.parameters(), lr=1e-6)
finder = LRFinder(model, opt, torch.nn.CrossEntropyLoss(), device="cpu")
finder.range_test(DataLoader(TensorDataset(x, y), batch_size=32, shuffle=True), end_lr=float(sys.argv[1]), num_iter=int(sys.argv[2]))
