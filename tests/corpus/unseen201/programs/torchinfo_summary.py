# torchinfo's summary() of a small convolutional network (torchinfo prints its table).
import torch.nn as nn
import sys
from torchinfo import summary

net = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
                    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(32, 10))
summary(net, input_size=(8, int(sys.argv[1]) if len(sys.argv) > 1 else 3, 32, 32), col_names=("input_size", "output_size", "num_params", "mult_adds"))
