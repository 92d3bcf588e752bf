# peft's LoRA on a tiny GPT-2 built from a config, trained by transformers' Trainer (it prints the log records).
import argparse, torch
from peft import LoraConfig, get_peft_model
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--optim", default="adamw_torch")
p.add_argument("--max-grad-norm", type=float, default=1.0)
p.add_argument("--out", default="/tmp/unseen227-scratch/loraout")
p.add_argument("--save-steps", type=int, default=0)
p.add_argument("--r", type=int, default=4)
a = p.parse_args()
torch.manual_seed(0)
model = get_peft_model(GPT2LMHeadModel(GPT2Config(vocab_size=128, n_embd=64, n_layer=2, n_head=2, n_positions=32)),
                       LoraConfig(r=a.r, lora_alpha=8, target_modules=["c_attn"], fan_in_fan_out=True, task_type="CAUSAL_LM"))
model.print_trainable_parameters()
x = torch.randint(0, 128, (256, 24))
ds = [{"input_ids": r, "labels": r} for r in x]
args = TrainingArguments(output_dir=a.out, learning_rate=a.lr, optim=a.optim, max_grad_norm=a.max_grad_norm, max_steps=40,
                         per_device_train_batch_size=8, logging_steps=4, report_to=[], use_cpu=True,
                         save_strategy="steps" if a.save_steps else "no", save_steps=a.save_steps or 500)
Trainer(model=model, args=args, train_dataset=ds).train()
