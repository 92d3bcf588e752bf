import sys, random
from datasets import Dataset
from sentence_transformers import SentenceTransformer, models
from setfit import SetFitModel, Trainer, TrainingArguments
random.seed(0); words = [f"w{i}" for i in range(200)]
body = SentenceTransformer(modules=[models.Transformer("tiny-bert"), models.Pooling(32)])
model = SetFitModel(model_body=body, model_head=__import__("sklearn.linear_model", fromlist=["x"]).LogisticRegression())
txt = [" ".join(random.choice(words[:100] if y else words[100:]) for _ in range(6)) for y in [0, 1] * 16]
ds = Dataset.from_dict({"text": txt, "label": [0, 1] * 16})
args = TrainingArguments(output_dir="sf-out", batch_size=8, num_epochs=1, body_learning_rate=float(sys.argv[1]), logging_steps=5, report_to="none", save_strategy="no", eval_strategy="no")
t = Trainer(model=model, args=args, train_dataset=ds, eval_dataset=ds); t.train(); print(t.evaluate())
