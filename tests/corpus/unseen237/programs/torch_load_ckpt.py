import sys, torch
ckpt = torch.load(sys.argv[1], map_location="cpu")
print(ckpt["step"])
