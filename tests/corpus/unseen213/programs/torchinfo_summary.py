import sys, torch
from torchinfo import summary
model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(8 * 30 * 30, 10))
summary(model, input_size=tuple(int(v) for v in sys.argv[1].split(",")))
