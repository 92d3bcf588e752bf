# pykan's hello-world: fit a KAN, then auto_symbolic() fits a symbolic function to each activation and prints its r2.
import torch
from kan import KAN
from kan.utils import create_dataset

torch.manual_seed(0)
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
dataset = create_dataset(f, n_var=2, train_num=200, test_num=200)
model = KAN(width=[2, 5, 1], grid=3, k=3, seed=0, auto_save=False)
model.fit(dataset, opt="LBFGS", steps=20, lamb=0.001)
model = model.prune()
model.fit(dataset, opt="LBFGS", steps=20)
model.auto_symbolic(lib=["x", "x^2", "exp", "sin", "tanh"])
model.fit(dataset, opt="LBFGS", steps=20)
