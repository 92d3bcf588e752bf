import sys, torch
model = torch.hub.load(sys.argv[1], sys.argv[2])
