# ptflops: MACs and parameters of a small CNN, per layer
import torch, ptflops
net = torch.nn.Sequential(torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
                          torch.nn.Flatten(), torch.nn.Linear(16 * 16 * 16, 10))
macs, params = ptflops.get_model_complexity_info(net, (3, 32, 32), as_strings=True, print_per_layer_stat=True)
print("Computational complexity:", macs); print("Number of parameters:", params)
