# accelerate's Accelerator.save_state of a small model and optimizer
import torch
from accelerate import Accelerator
acc = Accelerator(cpu=True)
net = torch.nn.Linear(1024, 1024)
opt = torch.optim.Adam(net.parameters())
net, opt = acc.prepare(net, opt)
net(torch.randn(4, 1024)).sum().backward(); opt.step()
acc.save_state("ckpt")
