"""peft: LoRA on a tiny GPT-2 built from a config, trained with the transformers Trainer on random token ids."""
import sys
import torch
from peft import LoraConfig, get_peft_model
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments

torch.manual_seed(0)
model = get_peft_model(GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=64, n_layer=2, n_head=2)),
                       LoraConfig(r=4, lora_alpha=8, target_modules=["c_attn"], fan_in_fan_out=True))
ids = torch.randint(0, 128, (128, 32))
data = [{"input_ids": i, "labels": i} for i in ids]
args = TrainingArguments("/tmp/unseen142-scratch/peft_out", learning_rate=float(sys.argv[1]), max_steps=20, logging_steps=4,
                         per_device_train_batch_size=8, report_to="none", save_strategy="no", use_cpu=True, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=data).train()
