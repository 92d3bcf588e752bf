import sys, torch
from kan import KAN, create_dataset
torch.manual_seed(0)
ds = create_dataset(lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2), n_var=2, train_num=200, test_num=100)
model = KAN(width=[2, 5, 1], grid=5, k=3, seed=0, auto_save=False)
model.fit(ds, opt=sys.argv[1] if len(sys.argv) > 1 else "LBFGS", steps=int(sys.argv[2]) if len(sys.argv) > 2 else 20, lr=float(sys.argv[3]) if len(sys.argv) > 3 else 1.0, lamb=0.001)
