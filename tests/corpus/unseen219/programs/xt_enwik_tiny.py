# tiny x-transformers decoder on synthetic bytes (the library's AutoregressiveWrapper computes the loss)
import sys, torch
from x_transformers import TransformerWrapper, Decoder, AutoregressiveWrapper
seq = int(sys.argv[1]) if len(sys.argv) > 1 else 64
model = AutoregressiveWrapper(TransformerWrapper(num_tokens=256, max_seq_len=64, attn_layers=Decoder(dim=32, depth=1, heads=2)))
x = torch.randint(0, 256, (4, seq + 1))
print(model(x))
