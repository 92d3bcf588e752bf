# LoRA (peft) on a tiny GPT-2 built from a config, trained on a text file's bytes with the HF Trainer.
# peft_lora_tiny_gpt2.py TEXT LR MAX_STEPS TARGET_MODULES(comma-separated) [RANK]
import sys
import torch
from peft import LoraConfig, get_peft_model
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

text, lr, steps, targets = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
rank = int(sys.argv[5]) if len(sys.argv) > 5 else 8
data = torch.tensor(list(open(text, "rb").read()), dtype=torch.long)
blocks = data[: len(data) // 64 * 64].view(-1, 64)
train = [{"input_ids": b, "labels": b} for b in blocks[:-50]]
model = GPT2LMHeadModel(GPT2Config(vocab_size=256, n_positions=64, n_embd=64, n_layer=2, n_head=2))
model = get_peft_model(model, LoraConfig(r=rank, lora_alpha=16, target_modules=targets, lora_dropout=0.05))
model.print_trainable_parameters()
args = TrainingArguments(output_dir="out", learning_rate=lr, max_steps=steps, per_device_train_batch_size=8,
                         logging_steps=10, save_strategy="no", report_to=[], use_cpu=True)
Trainer(model=model, args=args, train_dataset=train).train()
