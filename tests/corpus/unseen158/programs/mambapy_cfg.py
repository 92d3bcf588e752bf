# mambapy: a Mamba LM whose config is given an embedding width the input does not have
import torch
from mambapy.mamba import Mamba, MambaConfig
config = MambaConfig(d_model=16, n_layers=2)
model = Mamba(config)
x = torch.randn(2, 64, 32)   # (B, L, D) with D=32, not 16
y = model(x)
print(y.shape)
