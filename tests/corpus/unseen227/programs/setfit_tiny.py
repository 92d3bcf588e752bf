# SetFit few-shot text classification with a tiny encoder saved by st_fit.py (/tmp/unseen227-scratch/tinybert).
import argparse, random
from datasets import Dataset
from setfit import SetFitModel, Trainer, TrainingArguments
p = argparse.ArgumentParser()
p.add_argument("--model", default="/tmp/unseen227-scratch/tinybert")
p.add_argument("--lr", type=float, default=2e-5)
p.add_argument("--text-column", default="text")
p.add_argument("--steps", type=int, default=40)
a = p.parse_args()
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
rows = [(lab, " ".join(random.choices(filler, k=5) + random.choices(pos if lab else neg, k=2))) for lab in [random.randrange(2) for _ in range(48)]]
train = Dataset.from_dict({"sentence": [t for _, t in rows[:32]], "label": [l for l, _ in rows[:32]]})
test = Dataset.from_dict({"sentence": [t for _, t in rows[32:]], "label": [l for l, _ in rows[32:]]})
model = SetFitModel.from_pretrained(a.model)
args = TrainingArguments(batch_size=16, num_epochs=1, max_steps=a.steps, body_learning_rate=a.lr, logging_steps=5, eval_strategy="steps", eval_steps=20, save_strategy="no", report_to=[])
trainer = Trainer(model=model, args=args, train_dataset=train, eval_dataset=test, column_mapping={a.text_column: "text", "label": "label"})
trainer.train()
print(trainer.evaluate())
