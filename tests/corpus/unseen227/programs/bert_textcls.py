# Tiny BERT text classifier built from a config, fine-tuned by transformers' Trainer on synthetic sentences.
import argparse, random
from transformers import (AutoTokenizer, BertConfig, BertForSequenceClassification, Trainer, TrainingArguments)
p = argparse.ArgumentParser()
p.add_argument("--tokenizer", default="/tmp/unseen227-scratch/tok")  # a directory saved by save_pretrained, or a Hub name
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--num-labels", type=int, default=2)
p.add_argument("--data-labels", type=int, default=2)
p.add_argument("--max-grad-norm", type=float, default=1.0)
p.add_argument("--epochs", type=float, default=2)
p.add_argument("--optim", default="adamw_torch")
a = p.parse_args()
random.seed(0)
tok = AutoTokenizer.from_pretrained(a.tokenizer)
words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
texts = [" ".join(random.choice(words) for _ in range(8)) for _ in range(160)]
labels = [random.randrange(a.data_labels) for _ in texts]
enc = tok(texts, padding="max_length", truncation=True, max_length=16)
ds = [{"input_ids": enc["input_ids"][i], "attention_mask": enc["attention_mask"][i], "labels": labels[i]} for i in range(len(texts))]
cfg = BertConfig(vocab_size=tok.vocab_size, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64, num_labels=a.num_labels)
model = BertForSequenceClassification(cfg)
args = TrainingArguments(output_dir="/tmp/unseen227-scratch/bertout", learning_rate=a.lr, num_train_epochs=a.epochs,
                         per_device_train_batch_size=16, logging_steps=2, eval_strategy="epoch", save_strategy="no",
                         max_grad_norm=a.max_grad_norm, optim=a.optim, report_to=[], use_cpu=True)
Trainer(model=model, args=args, train_dataset=ds[:128], eval_dataset=ds[128:]).train()
