"""torchinfo: summary() of a small CNN for a 1x28x28 input."""
import torch
from torchinfo import summary

model = torch.nn.Sequential(torch.nn.Conv2d(1, 16, 3, padding=1), torch.nn.ReLU(), torch.nn.MaxPool2d(2),
                            torch.nn.Conv2d(16, 32, 3, padding=1), torch.nn.ReLU(), torch.nn.AdaptiveAvgPool2d(1),
                            torch.nn.Flatten(), torch.nn.Linear(32, 10))
summary(model, input_size=(64, 1, 28, 28))
