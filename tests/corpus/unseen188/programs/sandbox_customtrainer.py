# Driver: gatmiry/sandbox2225-T4's CustomTrainer (mytests/customtrainer.py) on a tiny GPT-2 built locally.
import argparse, sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, TrainingArguments
sys.path.insert(0, "/tmp/unseen188-scratch/sandbox2225-T4")
from mytests.customtrainer import CustomTrainer

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--steps", type=int, default=6)
a = p.parse_args()
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2))
data = [{"input_ids": t, "labels": t} for t in torch.randint(0, 64, (48, 16))]
args = TrainingArguments("/tmp/unseen188-scratch/out-ct", max_steps=a.steps, per_device_train_batch_size=8,
                         learning_rate=a.lr, logging_steps=2, report_to=[], use_cpu=True, save_strategy="no")
CustomTrainer(model=model, args=args, train_dataset=data).train()
