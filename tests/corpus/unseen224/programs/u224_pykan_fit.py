import sys, torch
from kan import KAN, create_dataset
torch.manual_seed(0)
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
dataset = create_dataset(f, n_var=2, train_num=200, test_num=100)
model = KAN(width=[2, 3, 1], grid=3, k=3, seed=0, auto_save=False)
model.fit(dataset, opt=sys.argv[1], steps=int(sys.argv[2]), lr=float(sys.argv[3]), lamb=0.001)
