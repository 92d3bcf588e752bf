# an accelerate-prepared one-batch step (used to exercise accelerate's launcher)
from accelerate import Accelerator
import torch
acc = Accelerator(); m = torch.nn.Linear(4, 1); m = acc.prepare(m); print(acc.state)
