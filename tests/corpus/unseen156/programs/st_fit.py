import sys, os, random, torch
from transformers import BertConfig, BertModel, BertTokenizerFast
from sentence_transformers import SentenceTransformer, SentenceTransformerTrainer, SentenceTransformerTrainingArguments, models, losses
from datasets import Dataset
random.seed(0); d = "tiny-bert"
words = [f"w{i}" for i in range(200)]
if not os.path.isdir(d):
    os.makedirs(d); open(f"{d}/vocab.txt", "w").write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words))
    BertTokenizerFast(f"{d}/vocab.txt").save_pretrained(d)
    BertModel(BertConfig(vocab_size=205, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64)).save_pretrained(d)
model = SentenceTransformer(modules=[models.Transformer(d), models.Pooling(32)])
s = lambda: " ".join(random.choice(words) for _ in range(8))
ds = Dataset.from_dict({"anchor": [s() for _ in range(256)], "positive": [s() for _ in range(256)]})
args = SentenceTransformerTrainingArguments(output_dir="st-out", num_train_epochs=int(sys.argv[2]), per_device_train_batch_size=16, learning_rate=float(sys.argv[1]), logging_steps=4, report_to="none", save_strategy="no", use_cpu=True)
SentenceTransformerTrainer(model=model, args=args, train_dataset=ds, loss=losses.MultipleNegativesRankingLoss(model)).train()
