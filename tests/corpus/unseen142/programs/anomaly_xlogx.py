"""torch.autograd: detect_anomaly names the backward function that made a NaN (an entropy term p*log(p) at p=0)."""
import torch

torch.manual_seed(0)
w = torch.zeros(4, 3, requires_grad=True)
x = torch.randn(8, 4)
with torch.autograd.detect_anomaly():
    p = torch.softmax(x @ w, dim=1) * (x[:, :3] > 0)
    loss = (p * torch.log(p)).sum()
    print("loss", loss.item())
    loss.backward()
print(w.grad)
