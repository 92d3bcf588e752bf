# trl's SFTTrainer on a tiny GPT-2 built from a config, with a tokenizer saved by train_wordpiece.py.
import argparse, random
from datasets import Dataset
from transformers import AutoTokenizer, GPT2Config, GPT2LMHeadModel
from trl import SFTConfig, SFTTrainer
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--steps", type=int, default=30)
p.add_argument("--tokenizer", default="/tmp/unseen227-scratch/tok")
p.add_argument("--eos", default=None)  # a token of the tokenizer to use as its eos token
a = p.parse_args()
random.seed(0)
tok = AutoTokenizer.from_pretrained(a.tokenizer)
if a.eos: tok.eos_token = a.eos
words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
ds = Dataset.from_dict({"text": [" ".join(random.choice(words) for _ in range(12)) for _ in range(200)]})
model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tok), n_embd=32, n_layer=2, n_head=2, n_positions=64))
cfg = SFTConfig(output_dir="/tmp/unseen227-scratch/sftout", learning_rate=a.lr, max_steps=a.steps, per_device_train_batch_size=8,
                logging_steps=3, save_strategy="no", report_to=[], use_cpu=True, max_length=32)
SFTTrainer(model=model, args=cfg, train_dataset=ds, processing_class=tok).train()
