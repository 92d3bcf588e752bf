"""Fine-tune a tiny local BERT as a sentence-transformers bi-encoder with in-batch negatives;
sentence-transformers' trainer does the logging."""
import argparse
import random

from datasets import Dataset
from sentence_transformers import SentenceTransformer, SentenceTransformerTrainer, SentenceTransformerTrainingArguments
from sentence_transformers.sentence_transformer import losses
from sentence_transformers.sentence_transformer.modules import Pooling, Transformer

p = argparse.ArgumentParser()
p.add_argument("--model", default="tiny-bert")
p.add_argument("--lr", type=float, default=5e-5)
p.add_argument("--epochs", type=float, default=2)
p.add_argument("--loss", default="MultipleNegativesRankingLoss")
a = p.parse_args()

random.seed(0)
words = [f"tok{i}" for i in range(300)]
anchors = [" ".join(random.choices(words, k=8)) for _ in range(512)]
pairs = {"anchor": anchors, "positive": [" ".join(random.sample(s.split(), 6)) for s in anchors]}
model = SentenceTransformer(modules=[Transformer(a.model), Pooling(32, "mean")], device="cpu")
args = SentenceTransformerTrainingArguments(output_dir="st-out", num_train_epochs=a.epochs, per_device_train_batch_size=32,
                                            learning_rate=a.lr, logging_steps=4, save_strategy="no", report_to="none",
                                            use_cpu=True)
trainer = SentenceTransformerTrainer(model=model, args=args, train_dataset=Dataset.from_dict(pairs),
                                     loss=getattr(losses, a.loss)(model))
trainer.train()
