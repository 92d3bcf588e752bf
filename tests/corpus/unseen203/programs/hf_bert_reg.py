# transformers: a tiny BERT regression head built from a config, Trainer, labels read from a CSV.
import sys, csv, torch
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments
rows = list(csv.reader(open(sys.argv[1])))
class DS(torch.utils.data.Dataset):
    def __len__(s): return len(rows)
    def __getitem__(s, i): return {"input_ids": torch.tensor([int(t) for t in rows[i][0].split()]), "labels": torch.tensor(float(rows[i][1]))}
model = BertForSequenceClassification(BertConfig(vocab_size=64, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64, num_labels=1))
args = TrainingArguments(output_dir="/tmp/unseen203-scratch/bert_out", max_steps=30, per_device_train_batch_size=8, logging_steps=5, report_to="none", save_strategy="no", use_cpu=True)
Trainer(model=model, args=args, train_dataset=DS()).train()
