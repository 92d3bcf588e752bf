# Driver: llms-from-scratch appendix D loop (warmup, cosine decay, clipping) on random ids, a character tokenizer.
import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from llms_from_scratch.ch04 import GPTModel
from llms_from_scratch.appendix_d import train_model

class CharTok:
    def encode(self, text, allowed_special=None): return [ord(c) % 256 for c in text]
    def decode(self, ids): return "".join(chr(i) for i in ids)

torch.manual_seed(123)
cfg = {"vocab_size": 256, "context_length": 32, "emb_dim": 64, "n_heads": 2, "n_layers": 2, "drop_rate": 0.1, "qkv_bias": False}
ids = torch.randint(0, 256, (64, 33))
ds = TensorDataset(ids[:, :-1], ids[:, 1:])
model = GPTModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=float(sys.argv[1]), weight_decay=0.1)
train_model(model, DataLoader(ds, batch_size=8), DataLoader(ds, batch_size=8), opt, "cpu", n_epochs=3, eval_freq=2,
            eval_iter=2, start_context="Every effort moves you", tokenizer=CharTok(), warmup_steps=int(sys.argv[2]))
