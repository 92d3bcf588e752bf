# e3nn FullyConnectedTensorProduct applied to inputs built for other irreps
import torch
from e3nn import o3
tp = o3.FullyConnectedTensorProduct("2x0e + 1x1o", "1x1o", "4x0e + 2x1e")
x1 = o3.Irreps("2x0e + 1x1o").randn(10, -1)
x2 = o3.Irreps("1x1e + 1x0e").randn(10, -1)
print(tp(x1, x2).shape)
