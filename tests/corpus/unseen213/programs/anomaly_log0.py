import torch
torch.autograd.set_detect_anomaly(True)
p = torch.zeros(4, requires_grad=True)
x = torch.tensor([0.0, 1.0, 2.0, 3.0])
loss = (torch.log(x * p.exp()) * x).sum()
loss.backward()
