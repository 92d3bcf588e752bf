# Driver: FolioLLM's WandbCallback (src/training/wandb_callback.py) on the HF Trainer with a tiny GPT-2 built locally.
import argparse, sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
sys.path.insert(0, "/tmp/unseen188-scratch/folio/src")
from training.wandb_callback import WandbCallback

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--steps", type=int, default=8)
a = p.parse_args()
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2, bos_token_id=0, eos_token_id=0))
data = [{"input_ids": t, "labels": t} for t in torch.randint(0, 64, (64, 16))]
args = TrainingArguments("/tmp/unseen188-scratch/out-folio", max_steps=a.steps, per_device_train_batch_size=8,
                         learning_rate=a.lr, logging_steps=2, report_to=[], use_cpu=True, save_strategy="no")
Trainer(model=model, args=args, train_dataset=data, callbacks=[WandbCallback()]).train()
