import sys, torch
from kan import KAN
torch.manual_seed(0)
model = KAN(width=[int(sys.argv[1]), int(sys.argv[2]), 1], grid=int(sys.argv[3]), k=3, seed=0, auto_save=False)
print(model(torch.randn(int(sys.argv[4]), int(sys.argv[1]))).shape)
