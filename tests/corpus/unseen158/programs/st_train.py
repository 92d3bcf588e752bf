# sentence-transformers' trainer on the tiny local GPT-2 (mean pooling) with pairs: python st_train.py LOSS
import sys, random
from datasets import Dataset
from sentence_transformers import SentenceTransformer, SentenceTransformerTrainer, SentenceTransformerTrainingArguments, losses
model = SentenceTransformer("/tmp/unseen158-scratch/tiny-gpt2")
model.tokenizer.pad_token = model.tokenizer.eos_token
random.seed(0); w = "the cat dog sat on mat ran fast slow red blue big small".split()
s = [" ".join(random.choices(w, k=6)) for _ in range(128)]
ds = Dataset.from_dict({"anchor": s, "positive": [x[::-1] for x in s], "score": [random.random() for _ in s]})
loss = {"mnrl": losses.MultipleNegativesRankingLoss, "cosent": losses.CoSENTLoss}[sys.argv[1]](model)
if sys.argv[1] == "mnrl": ds = ds.remove_columns("score")
args = SentenceTransformerTrainingArguments(output_dir="/tmp/unseen158-scratch/st_out", num_train_epochs=2, per_device_train_batch_size=16,
                                            logging_steps=2, save_strategy="no", report_to="none", use_cpu=True, disable_tqdm=True)
SentenceTransformerTrainer(model=model, args=args, train_dataset=ds, loss=loss).train()
