# pykan: KAN.fit (its own loop and progress bar) on the toy function of its README; argv: optimizer, lr, steps, lamb
import sys
import torch
from kan import KAN, create_dataset

opt = sys.argv[1] if len(sys.argv) > 1 else "LBFGS"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 20
lamb = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
torch.manual_seed(0)
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
dataset = create_dataset(f, n_var=2, train_num=500, test_num=200)
model = KAN(width=[2, 5, 1], grid=5, k=3, seed=0, ckpt_path="/tmp/unseen220-scratch/kanckpt")
model.fit(dataset, opt=opt, steps=steps, lr=lr, lamb=lamb)
