# x-transformers: a decoder with max_seq_len 64 fed a longer sequence
import sys, torch
from x_transformers import TransformerWrapper, Decoder, AutoregressiveWrapper
seq = int(sys.argv[1]) if len(sys.argv) > 1 else 128
model = AutoregressiveWrapper(TransformerWrapper(num_tokens=256, max_seq_len=64,
        attn_layers=Decoder(dim=64, depth=2, heads=4)))
x = torch.randint(0, 256, (2, seq + 1))
loss = model(x)
loss.backward()
print(loss.item())
