# setfit's Trainer: a SetFit model on the tiny local GPT-2 body, synthetic labelled sentences: python setfit_train.py LR
import sys, random
from datasets import Dataset
from setfit import SetFitModel, Trainer, TrainingArguments
model = SetFitModel.from_pretrained("/tmp/unseen158-scratch/tiny-gpt2")
model.model_body.tokenizer.pad_token = model.model_body.tokenizer.eos_token
random.seed(0); w = "the cat dog sat on mat ran fast slow red blue big small".split()
s = [" ".join(random.choices(w, k=6)) for _ in range(32)]
ds = Dataset.from_dict({"text": s, "label": [int("cat" in x) for x in s]})
args = TrainingArguments(batch_size=8, num_epochs=1, body_learning_rate=float(sys.argv[1]), logging_steps=5, eval_steps=10, eval_strategy="steps", save_strategy="no", report_to="none")
t = Trainer(model=model, args=args, train_dataset=ds, eval_dataset=ds)
t.train()
print(t.evaluate())
