"""transformers Trainer: a tiny GPT-2 built from a config (no download) on random token ids."""
import argparse
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--steps", type=int, default=30)
args = p.parse_args()

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2)
model = GPT2LMHeadModel(cfg)


class Tokens(torch.utils.data.Dataset):
    def __init__(self, n):
        self.ids = torch.randint(0, 128, (n, 32))

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.ids[i]}


targs = TrainingArguments(output_dir="/tmp/unseen142-scratch/hf_out", per_device_train_batch_size=8, per_device_eval_batch_size=8,
                          learning_rate=args.lr, max_steps=args.steps, logging_steps=5, eval_strategy="steps", eval_steps=15,
                          save_strategy="no", report_to="none", disable_tqdm=True, use_cpu=True)
trainer = Trainer(model=model, args=targs, train_dataset=Tokens(256), eval_dataset=Tokens(32))
trainer.train()
