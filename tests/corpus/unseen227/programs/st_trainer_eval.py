# sentence-transformers' SentenceTransformerTrainer with its EmbeddingSimilarityEvaluator, on the tiny encoder saved by st_fit.py.
import argparse, random
from datasets import Dataset
from sentence_transformers import SentenceTransformer, SentenceTransformerTrainer, SentenceTransformerTrainingArguments, losses
from sentence_transformers.evaluation import EmbeddingSimilarityEvaluator
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--blank-score", type=int, default=-1)  # row whose score cell is empty (read as NaN), -1 for none
a = p.parse_args()
random.seed(0)
words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
def pairs(n):
    s1 = [" ".join(random.choices(words, k=6)) for _ in range(n)]; s2 = [" ".join(random.choices(words, k=6)) for _ in range(n)]
    return s1, s2, [random.random() for _ in range(n)]
s1, s2, sc = pairs(256)
if a.blank_score >= 0: sc[a.blank_score] = float("nan")
e1, e2, esc = pairs(64)
model = SentenceTransformer("/tmp/unseen227-scratch/tinybert")
args = SentenceTransformerTrainingArguments(output_dir="/tmp/unseen227-scratch/stout", learning_rate=a.lr, num_train_epochs=2, per_device_train_batch_size=32,
                                            logging_steps=2, eval_strategy="steps", eval_steps=8, save_strategy="no", report_to=[], use_cpu=True)
ev = EmbeddingSimilarityEvaluator(e1, e2, esc, name="sts-dev")
SentenceTransformerTrainer(model=model, args=args, train_dataset=Dataset.from_dict({"sentence1": s1, "sentence2": s2, "score": sc}),
                           loss=losses.CosineSimilarityLoss(model), evaluator=ev).train()
