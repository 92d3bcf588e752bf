# pykan's KAN on a toy regression (pykan's README example); KAN.fit prints its own progress bar
import sys, torch
from kan import KAN, create_dataset
f = lambda x: torch.exp(torch.sin(torch.pi * x[:, [0]]) + x[:, [1]] ** 2)
dataset = create_dataset(f, n_var=2, device="cpu")
model = KAN(width=[2, 5, 1], grid=5, k=3, seed=0, device="cpu")
model.fit(dataset, opt=sys.argv[1], steps=int(sys.argv[2]), lr=float(sys.argv[3]), lamb=0.001)
