# Driver: lyrics_genre_classification's LogMetricsCallback (train/utils/callbacks.py) with the HF Trainer,
# a tiny BERT classifier built locally and random token "lyrics" (no download).
import argparse, sys, numpy as np, torch
from datasets import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments
sys.path.insert(0, "/tmp/unseen188-scratch/lyrics")
from train.utils.callbacks import LogMetricsCallback

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--eval-size", type=int, default=1200)
p.add_argument("--steps", type=int, default=12)
p.add_argument("--log-every", type=int, default=4)
a = p.parse_args()
torch.manual_seed(0); rng = np.random.default_rng(0)
def make(n):
    ids = rng.integers(5, 100, (n, 24)); lab = (ids[:, :12].mean(1) > ids[:, 12:].mean(1)).astype(int)
    return Dataset.from_dict({"input_ids": ids.tolist(), "attention_mask": np.ones_like(ids).tolist(), "labels": lab.tolist()})
model = BertForSequenceClassification(BertConfig(vocab_size=100, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                                 intermediate_size=64, max_position_embeddings=32, num_labels=2))
args = TrainingArguments("/tmp/unseen188-scratch/out-lyrics", max_steps=a.steps, per_device_train_batch_size=16,
                         per_device_eval_batch_size=200, learning_rate=a.lr, logging_steps=4, report_to=[],
                         use_cpu=True, save_strategy="no", disable_tqdm=True)
cb = LogMetricsCallback(a.log_every)
trainer = Trainer(model=model, args=args, train_dataset=make(320), eval_dataset=make(a.eval_size), callbacks=[cb])
cb.trainer = trainer
trainer.train()
