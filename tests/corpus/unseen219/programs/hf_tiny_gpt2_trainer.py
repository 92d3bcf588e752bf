# tiny GPT-2 from a config trained by the transformers Trainer on synthetic tokens (the Trainer prints)
import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 30
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2))
data = [{"input_ids": t, "labels": t} for t in torch.randint(0, 128, (64, 32))]
args = TrainingArguments(output_dir=sys.argv[3] if len(sys.argv) > 3 else "/tmp/unseen219-scratch/hf_out", max_steps=steps,
                         per_device_train_batch_size=8, learning_rate=lr, logging_steps=5, report_to=[], save_strategy="no",
                         eval_strategy="steps", eval_steps=10, per_device_eval_batch_size=8)
Trainer(model=model, args=args, train_dataset=data, eval_dataset=data[:16]).train()
