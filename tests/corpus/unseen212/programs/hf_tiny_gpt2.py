import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2))
ids = torch.randint(0, 128, (256, 32))
train = [{"input_ids": r, "labels": r} for r in ids]
args = TrainingArguments(output_dir="/tmp/unseen212-scratch/hf-out", max_steps=40, per_device_train_batch_size=16,
                         learning_rate=lr, logging_steps=5, save_strategy="no", report_to=[], use_cpu=True,
                         disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=train).train()
