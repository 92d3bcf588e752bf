# Train a tiny GPT-2 (built from a config, no download) on the bytes of a text file with the HF Trainer.
# hf_tiny_gpt2_trainer.py TEXT LR MAX_STEPS
import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

text, lr, steps = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
data = torch.tensor(list(open(text, "rb").read()), dtype=torch.long)
blocks = data[: len(data) // 64 * 64].view(-1, 64)
train = [{"input_ids": b, "labels": b} for b in blocks[:-50]]
evalset = [{"input_ids": b, "labels": b} for b in blocks[-50:]]
model = GPT2LMHeadModel(GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=2))
args = TrainingArguments(output_dir="out", learning_rate=lr, max_steps=steps, per_device_train_batch_size=8,
                         logging_steps=10, eval_strategy="steps", eval_steps=50, save_strategy="no",
                         report_to=[], use_cpu=True)
Trainer(model=model, args=args, train_dataset=train, eval_dataset=evalset).train()
