# transformers' Trainer with gradient accumulation, eval/save by steps and early stopping, padded batches,
# on the tiny local GPT-2 whose tokenizer has no pad token
from datasets import Dataset
from transformers import (AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding,
                          EarlyStoppingCallback, Trainer, TrainingArguments)
path = "/tmp/unseen158-scratch/tiny-gpt2"
tok = AutoTokenizer.from_pretrained(path)
model = AutoModelForSequenceClassification.from_pretrained(path, num_labels=2)
lines = open(path + "/corpus.txt").read().split("\n")
ds = Dataset.from_dict({"text": [l[: 20 + i % 40] for i, l in enumerate(lines)], "label": [i % 2 for i in range(len(lines))]})
ds = ds.map(lambda b: tok(b["text"]), batched=True).train_test_split(test_size=0.1, seed=0)
args = TrainingArguments(output_dir="/tmp/unseen158-scratch/hf_out", per_device_train_batch_size=8, gradient_accumulation_steps=4,
                         eval_strategy="steps", eval_steps=5, save_strategy="steps", save_steps=5, logging_steps=1,
                         load_best_model_at_end=True, metric_for_best_model="eval_loss", num_train_epochs=3,
                         bf16=True, use_cpu=True, report_to="none")
Trainer(model=model, args=args, train_dataset=ds["train"], eval_dataset=ds["test"], processing_class=tok,
        data_collator=DataCollatorWithPadding(tok), callbacks=[EarlyStoppingCallback(early_stopping_patience=2)]).train()
