"""accelerate: the README's loop (prepare, backward through the Accelerator) on a tiny model."""
import torch
from accelerate import Accelerator

accelerator = Accelerator()
model = torch.nn.Linear(10, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
data = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.randn(64, 10), torch.randn(64, 1)), batch_size=8)
model, opt, data = accelerator.prepare(model, opt, data)
for x, y in data:
    opt.zero_grad()
    accelerator.backward(torch.nn.functional.mse_loss(model(x), y))
    opt.step()
accelerator.print("done")
