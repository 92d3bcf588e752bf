import torch
torch.autograd.set_detect_anomaly(True)
x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
w = torch.nn.Parameter(torch.ones(3))
for step in range(3):
    loss = -(torch.log(x * w)).sum()
    loss.backward()
