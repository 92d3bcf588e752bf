# tiny GPT-2 from a config, trained by transformers' Trainer on random tokens; the Trainer prints
import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(n_layer=2, n_head=2, n_embd=32, vocab_size=100, n_positions=32))
data = [{"input_ids": torch.randint(0, 100, (16,)), "labels": torch.randint(0, 100, (16,))} for _ in range(64)]
args = TrainingArguments(output_dir="/tmp/unseen230-scratch/hf_out", per_device_train_batch_size=8, num_train_epochs=3,
                         learning_rate=lr, logging_steps=4, eval_strategy="epoch", per_device_eval_batch_size=8,
                         save_strategy="no", report_to=[], use_cpu=True, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=data, eval_dataset=data[:16]).train()
