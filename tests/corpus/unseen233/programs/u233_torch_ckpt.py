import sys, torch
model = torch.nn.Sequential(torch.nn.Linear(512, 2048), torch.nn.ReLU(), torch.nn.Linear(2048, 10))
torch.save({"model": model.state_dict(), "epoch": 1}, sys.argv[1])
