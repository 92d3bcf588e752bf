"""Train a tiny BERT cross-encoder (query, passage) -> relevant? with the transformers Trainer;
the Trainer prints its own logs and evaluation records."""
import argparse
import random

import numpy as np
import torch
from transformers import BertForSequenceClassification, BertTokenizer, Trainer, TrainingArguments

p = argparse.ArgumentParser()
p.add_argument("--model", default="tiny-bert")
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--epochs", type=float, default=3)
p.add_argument("--output-dir", default="rerank-out")
p.add_argument("--save", default="no")
a = p.parse_args()

random.seed(0)
tok = BertTokenizer.from_pretrained(a.model)
words = [f"tok{i}" for i in range(300)]


def example():
    q = random.sample(words, 4)
    rel = random.random() < 0.5
    passage = q[:2] + random.sample(words, 8) if rel else random.sample(words, 10)
    random.shuffle(passage)
    return " ".join(q), " ".join(passage), int(rel)


class Pairs(torch.utils.data.Dataset):
    def __init__(self, n):
        self.rows = [example() for _ in range(n)]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        q, d, y = self.rows[i]
        enc = tok(q, d, truncation=True, max_length=32, padding="max_length")
        return {**{k: torch.tensor(v) for k, v in enc.items()}, "labels": torch.tensor(y)}


def accuracy(ev):
    return {"accuracy": float((np.argmax(ev.predictions, -1) == ev.label_ids).mean())}


model = BertForSequenceClassification.from_pretrained(a.model, num_labels=2)
args = TrainingArguments(output_dir=a.output_dir, num_train_epochs=a.epochs, learning_rate=a.lr,
                         per_device_train_batch_size=32, per_device_eval_batch_size=64, logging_steps=10,
                         eval_strategy="epoch", save_strategy=a.save, report_to="none", use_cpu=True,
                         disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=Pairs(960), eval_dataset=Pairs(256), compute_metrics=accuracy).train()
