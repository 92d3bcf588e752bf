# PEFT LoRA on a tiny GPT-2 from a config, trained by the transformers Trainer (the Trainer prints)
import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
from peft import LoraConfig, get_peft_model
targets = sys.argv[1].split(",") if len(sys.argv) > 1 else ["c_attn"]
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2))
model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=targets, task_type="CAUSAL_LM"))
model.print_trainable_parameters()
data = [{"input_ids": t, "labels": t} for t in torch.randint(0, 16, (64, 32))]
args = TrainingArguments(output_dir="/tmp/unseen219-scratch/peft", max_steps=40, per_device_train_batch_size=8,
                         learning_rate=float(sys.argv[2]) if len(sys.argv) > 2 else 5e-3, logging_steps=10, report_to=[],
                         save_strategy="no", disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=data).train()
