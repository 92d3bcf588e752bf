import sys
import torch
mode = sys.argv[1]
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(64, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10))
if mode == "big":
    x = torch.randn(200000, 64 * 1024)
    print(model[0](x[:, :64]).shape)
elif mode == "save":
    big = torch.nn.Linear(4096, 1024)
    torch.save(big.state_dict(), sys.argv[2])
elif mode == "load":
    model.load_state_dict(torch.load(sys.argv[2]))
