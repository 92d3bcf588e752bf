# mambapy: build a Mamba stack of the given width and depth and run one batch: python mambapy_big.py D_MODEL N_LAYERS
import sys, torch
from mambapy.mamba import Mamba, MambaConfig
model = Mamba(MambaConfig(d_model=int(sys.argv[1]), n_layers=int(sys.argv[2])))
print(sum(p.numel() for p in model.parameters()))
print(model(torch.randn(1, 16, int(sys.argv[1]))).shape)
