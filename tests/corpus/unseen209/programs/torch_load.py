import sys, torch
state = torch.load(sys.argv[1])
print(len(state))
