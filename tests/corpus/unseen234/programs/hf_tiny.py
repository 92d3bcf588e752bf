# tiny GPT-2 built from a config, trained by the HF Trainer on random tokens
import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
extra = dict(a.split("=", 1) for a in sys.argv[2:])
extra = {k: (int(v) if v.isdigit() else v) for k, v in extra.items()}
torch.manual_seed(0)
ids = torch.randint(0, 64, (64, 16))
ds = [{"input_ids": x, "labels": x} for x in ids]
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=16, n_embd=32, n_layer=2, n_head=2))
args = TrainingArguments(output_dir="out", learning_rate=lr, num_train_epochs=3, per_device_train_batch_size=8,
                         logging_steps=4, report_to=[], save_strategy="no", use_cpu=True, disable_tqdm=True, **extra)
t = Trainer(model=model, args=args, train_dataset=ds, eval_dataset=ds[:16])
r = t.train()
t.log_metrics("train", r.metrics)
t.log_metrics("eval", t.evaluate())
