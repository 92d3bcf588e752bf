import sys
import torch
from kan import KAN, create_dataset
torch.manual_seed(0)
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
ds = create_dataset(f, n_var=2, train_num=200, test_num=200)
model = KAN(width=[2, 5, 1], grid=5, k=3, seed=0, auto_save=False)
model.fit(ds, opt=sys.argv[1] if len(sys.argv) > 1 else "LBFGS", steps=20, lamb=0.001, lr=float(sys.argv[2]) if len(sys.argv) > 2 else 1.0)
