# pykan's KAN.fit on its own create_dataset (f(x,y) = exp(sin(pi x) + y^2)), as its hello-world does; the fit prints its bar.
import sys
import torch
from kan import KAN
from kan.utils import create_dataset

opt = sys.argv[1] if len(sys.argv) > 1 else "LBFGS"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
torch.manual_seed(0)
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
dataset = create_dataset(f, n_var=2, train_num=200, test_num=200)
model = KAN(width=[2, 5, 1], grid=3, k=3, seed=0, auto_save=False)
model.fit(dataset, opt=opt, steps=20, lr=lr, lamb=0.001)
