# build an x-transformers decoder of the given width (memory limit set with prlimit by the caller)
import sys, torch
from x_transformers import TransformerWrapper, Decoder
dim = int(sys.argv[1])
model = TransformerWrapper(num_tokens=50000, max_seq_len=1024, attn_layers=Decoder(dim=dim, depth=12, heads=8))
print(sum(p.numel() for p in model.parameters()))
