# trl's DPOTrainer on a tiny GPT-2 built from a config, synthetic preference pairs, tokenizer saved by train_wordpiece.py.
import argparse, random
from datasets import Dataset
from transformers import AutoTokenizer, GPT2Config, GPT2LMHeadModel
from trl import DPOConfig, DPOTrainer
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--beta", type=float, default=0.1)
a = p.parse_args()
random.seed(0)
tok = AutoTokenizer.from_pretrained("/tmp/unseen227-scratch/tok"); tok.eos_token = "[SEP]"
words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
ds = Dataset.from_dict({"prompt": [" ".join(random.choices(words, k=5)) for _ in range(64)],
                        "chosen": [" ".join(random.choices(words[:8:2], k=4)) for _ in range(64)],
                        "rejected": [" ".join(random.choices(words[1:8:2], k=4)) for _ in range(64)]})
model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tok), n_embd=32, n_layer=2, n_head=2, n_positions=64))
cfg = DPOConfig(output_dir="/tmp/unseen227-scratch/dpoout", learning_rate=a.lr, beta=a.beta, max_steps=16, per_device_train_batch_size=8,
                logging_steps=4, save_strategy="no", report_to=[], use_cpu=True, max_length=32)
DPOTrainer(model=model, args=cfg, train_dataset=ds, processing_class=tok).train()
