import sys
import torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2))
class DS(torch.utils.data.Dataset):
    def __len__(self): return 256
    def __getitem__(self, i):
        ids = torch.arange(i, i + 32) % 64
        return {"input_ids": ids, "labels": ids}
args = TrainingArguments(output_dir=sys.argv[2] if len(sys.argv) > 2 else "/tmp/unseen237-scratch/hf_out", max_steps=40, per_device_train_batch_size=8,
                         learning_rate=lr, logging_steps=5, eval_strategy="steps", eval_steps=20, save_strategy="no", report_to=[], use_cpu=True)
Trainer(model=model, args=args, train_dataset=DS(), eval_dataset=DS()).train()
