# Driver: llms-from-scratch ch06 classifier fine-tuning loop on a tiny GPTModel and synthetic token ids.
import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from llms_from_scratch.ch04 import GPTModel
from llms_from_scratch.ch06 import train_classifier_simple

torch.manual_seed(123)
cfg = {"vocab_size": 512, "context_length": 32, "emb_dim": 64, "n_heads": 2, "n_layers": 2, "drop_rate": 0.0, "qkv_bias": False}
x = torch.randint(0, 512, (200, 24)); y = (x[:, -1] < 256).long()
model = GPTModel(cfg); model.out_head = torch.nn.Linear(cfg["emb_dim"], 2)
opt = torch.optim.AdamW(model.parameters(), lr=float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4, weight_decay=0.1)
train_classifier_simple(model, DataLoader(TensorDataset(x[:160], y[:160]), batch_size=8, shuffle=True),
                        DataLoader(TensorDataset(x[160:], y[160:]), batch_size=8), opt, "cpu",
                        num_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, eval_freq=10, eval_iter=5)
