import torch
torch.manual_seed(0)
x = torch.rand(256, 8); y = (x[:, 0] > 0.5).float()
model = torch.nn.Sequential(torch.nn.Linear(8, 1), torch.nn.Sigmoid())
opt = torch.optim.SGD(model.parameters(), lr=50.0)
with torch.autograd.detect_anomaly():
    for step in range(200):
        p = model(x).squeeze(1)
        loss = -(y * torch.log(p) + (1 - y) * torch.log(1 - p)).mean()
        opt.zero_grad(); loss.backward(); opt.step()
