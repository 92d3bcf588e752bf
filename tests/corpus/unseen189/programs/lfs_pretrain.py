# Driver: llms-from-scratch ch05 pretraining loop on random token ids, with the book's GPT-2 tokenizer.
import sys, torch, tiktoken
from torch.utils.data import DataLoader, TensorDataset
from llms_from_scratch.ch04 import GPTModel
from llms_from_scratch.ch05 import train_model_simple

torch.manual_seed(123)
cfg = {"vocab_size": 50257, "context_length": 32, "emb_dim": 64, "n_heads": 2, "n_layers": 2, "drop_rate": 0.1, "qkv_bias": False}
tokenizer = tiktoken.get_encoding("gpt2")
ids = torch.randint(0, cfg["vocab_size"], (64, cfg["context_length"] + 1))
ds = TensorDataset(ids[:, :-1], ids[:, 1:])
model = GPTModel(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=float(sys.argv[1]) if len(sys.argv) > 1 else 4e-4, weight_decay=0.1)
train_model_simple(model, DataLoader(ds, batch_size=8), DataLoader(ds, batch_size=8), opt, "cpu",
                   num_epochs=2, eval_freq=2, eval_iter=2, start_context="Every effort moves you", tokenizer=tokenizer)
