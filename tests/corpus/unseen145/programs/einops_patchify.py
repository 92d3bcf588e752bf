# ViT patch embedding as in einops' docs (rearrange into 16x16 patches)
import sys, torch
from einops import rearrange
img = torch.randn(8, 3, int(sys.argv[1]), int(sys.argv[1]))
patches = rearrange(img, "b c (h p1) (w p2) -> b (h w) (p1 p2 c)", p1=16, p2=16)
print(patches.shape)
