# Tiny T5 built from a config, trained by transformers' Seq2SeqTrainer on synthetic token ids.
import argparse, torch
from transformers import T5Config, T5ForConditionalGeneration, Seq2SeqTrainer, Seq2SeqTrainingArguments
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--steps", type=int, default=40)
p.add_argument("--out", default="/tmp/unseen227-scratch/t5out")
p.add_argument("--extra", default="")  # extra Seq2SeqTrainingArguments as key=value,key=value
a = p.parse_args()
torch.manual_seed(0)
cfg = T5Config(vocab_size=64, d_model=32, d_kv=8, d_ff=64, num_layers=2, num_heads=4, decoder_start_token_id=0, pad_token_id=0)
model = T5ForConditionalGeneration(cfg)
g = torch.Generator().manual_seed(0)
def make(n):
    x = torch.randint(2, 64, (n, 12), generator=g)
    return [{"input_ids": r, "attention_mask": torch.ones(12, dtype=torch.long), "labels": r.flip(0)} for r in x]
extra = dict(kv.split("=", 1) for kv in a.extra.split(",") if kv)
extra = {k: (int(v) if v.isdigit() else v) for k, v in extra.items()}
args = Seq2SeqTrainingArguments(output_dir=a.out, learning_rate=a.lr, max_steps=a.steps, per_device_train_batch_size=8,
                                logging_steps=5, eval_strategy="steps", eval_steps=20, save_strategy="no",
                                report_to=[], use_cpu=True, **extra)
tr = Seq2SeqTrainer(model=model, args=args, train_dataset=make(256), eval_dataset=make(32))
tr.train()
print(tr.evaluate())
