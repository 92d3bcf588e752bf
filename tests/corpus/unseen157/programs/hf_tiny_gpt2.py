import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
model = GPT2LMHeadModel(GPT2Config(n_layer=2, n_head=2, n_embd=64, vocab_size=256, n_positions=64))
data = [{"input_ids": torch.randint(0, 256, (32,)), "labels": None} for _ in range(128)]
for d in data: d["labels"] = d["input_ids"].clone()
args = TrainingArguments(output_dir="/tmp/unseen157-scratch/hf", per_device_train_batch_size=8, num_train_epochs=2, learning_rate=lr,
                         logging_steps=4, save_strategy="no", report_to=[], use_cpu=True, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=data).train()
