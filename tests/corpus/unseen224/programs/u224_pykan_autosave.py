import sys, torch
from kan import KAN, create_dataset
torch.manual_seed(0)
dataset = create_dataset(lambda x: torch.sin(torch.pi * x[:, [0]]) * x[:, [1]], n_var=2, train_num=200, test_num=100)
model = KAN(width=[2, int(sys.argv[1]), 1], grid=int(sys.argv[2]), k=3, seed=0, ckpt_path=sys.argv[3])
model.fit(dataset, opt="LBFGS", steps=int(sys.argv[4]))
