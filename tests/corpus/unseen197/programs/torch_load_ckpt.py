# torch.save a small model's checkpoint, copy it cut short (as an interrupted copy leaves it), and torch.load the copy.
import shutil, sys, torch
path = "/tmp/unseen197-scratch/ckpt.pt"
torch.save(torch.nn.Linear(256, 256).state_dict(), path)
keep = int(sys.argv[1]) if len(sys.argv) > 1 else 0
with open(path, "rb") as src, open(path + ".part", "wb") as dst:
    dst.write(src.read()[:keep] if keep else src.read())
state = torch.load(path + ".part")
print(sorted(state))
