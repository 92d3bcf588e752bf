import torch
from accelerate import Accelerator
acc = Accelerator(cpu=True)
model = torch.nn.Linear(8, 1); opt = torch.optim.SGD(model.parameters(), lr=0.1)
model, opt = acc.prepare(model, opt)
x = torch.randn(64, 8)
for step in range(5):
    opt.zero_grad(); loss = model(x).pow(2).mean(); acc.backward(loss); opt.step()
acc.print("done", loss.item())
