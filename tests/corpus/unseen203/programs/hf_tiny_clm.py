# Tiny GPT-2 built from a config, trained by transformers' Trainer on random tokens.
import argparse, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--steps", type=int, default=40)
p.add_argument("--out", default="/tmp/unseen203-scratch/hf_out")
p.add_argument("--save_steps", type=int, default=0)
p.add_argument("--n_embd", type=int, default=32)
a = p.parse_args()
torch.manual_seed(0)
class DS(torch.utils.data.Dataset):
    def __init__(s): s.x = torch.randint(0, 128, (256, 32))
    def __len__(s): return len(s.x)
    def __getitem__(s, i): return {"input_ids": s.x[i], "labels": s.x[i]}
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=a.n_embd, n_layer=2, n_head=2))
args = TrainingArguments(output_dir=a.out, learning_rate=a.lr, max_steps=a.steps, per_device_train_batch_size=8,
                         logging_steps=5, report_to="none", save_strategy="steps" if a.save_steps else "no",
                         save_steps=a.save_steps or 500, use_cpu=True)
Trainer(model=model, args=args, train_dataset=DS()).train()
