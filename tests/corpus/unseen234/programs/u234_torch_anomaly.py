# torch's anomaly mode on a tiny classifier whose loss takes log(0)
import torch
torch.manual_seed(0)
torch.autograd.set_detect_anomaly(True)
net = torch.nn.Linear(4, 3)
x = torch.randn(8, 4); y = torch.randint(0, 3, (8,))
p = torch.softmax(net(x) * 1e4, dim=1)
loss = -torch.log(p[torch.arange(8), y]).mean()
loss.backward()
