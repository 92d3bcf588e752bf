# a torch classifier configured with the wrong input width for its data
import torch
net = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(28 * 28, 10))
x = torch.randn(16, 3, 32, 32)
print(net(x).shape)
