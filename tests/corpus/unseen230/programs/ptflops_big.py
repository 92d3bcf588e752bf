# ptflops on a CNN at a given input resolution (per-layer stats off)
import sys, torch, ptflops
n = int(sys.argv[1])
net = torch.nn.Sequential(torch.nn.Conv2d(3, 64, 3, padding=1), torch.nn.ReLU(), torch.nn.Conv2d(64, 64, 3, padding=1))
macs, params = ptflops.get_model_complexity_info(net, (3, n, n), as_strings=True, print_per_layer_stat=False)
print("Computational complexity:", macs); print("Number of parameters:", params)
