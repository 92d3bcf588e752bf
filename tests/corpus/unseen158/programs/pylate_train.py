# pylate: a ColBERT model on the tiny local GPT-2, trained with its Contrastive loss through sentence-transformers' trainer: python pylate_train.py LR
import sys, random
from datasets import Dataset
from sentence_transformers import SentenceTransformerTrainer, SentenceTransformerTrainingArguments
from pylate import losses, models, utils
model = models.ColBERT(model_name_or_path="/tmp/unseen158-scratch/tiny-gpt2")
model.tokenizer.pad_token = model.tokenizer.eos_token
random.seed(0); w = "the cat dog sat on mat ran fast slow red blue big small".split()
q = [" ".join(random.choices(w, k=4)) for _ in range(96)]
ds = Dataset.from_dict({"query": q, "positive": [x + " " + x for x in q], "negative": [" ".join(random.choices(w, k=8)) for _ in q]})
args = SentenceTransformerTrainingArguments(output_dir="/tmp/unseen158-scratch/pylate_out", num_train_epochs=1, per_device_train_batch_size=8,
                                            learning_rate=float(sys.argv[1]), logging_steps=3, save_strategy="no", report_to="none", use_cpu=True, disable_tqdm=True)
SentenceTransformerTrainer(model=model, args=args, train_dataset=ds, loss=losses.Contrastive(model=model),
                           data_collator=utils.ColBERTCollator(model.tokenize)).train()
