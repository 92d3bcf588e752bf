# transformers Trainer on a tiny BERT built from a config, data tokenised with datasets and padded by a collator
import sys
from datasets import Dataset
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import (PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification, Trainer,
                          TrainingArguments, DataCollatorWithPadding)
import random
random.seed(0)
pos, neg = "good great fine nice".split(), "bad awful poor dull".split()
texts, labels = [], []
for i in range(1200):
    lab = i % 2
    texts.append(" ".join(random.choice(pos if lab else neg) for _ in range(3)) + " movie " * random.randint(1, 6)); labels.append(lab)
tk = Tokenizer(models.WordLevel(unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[UNK]", "[PAD]"]))
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="[UNK]", pad_token="[PAD]")
ds = Dataset.from_dict({"text": texts, "label": labels}).map(lambda b: tok(b["text"]), batched=True, remove_columns=["text"])
ds = ds.train_test_split(test_size=0.2, seed=0)
model = BertForSequenceClassification(BertConfig(vocab_size=len(tok), hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64))
args = TrainingArguments(output_dir=sys.argv[3], learning_rate=float(sys.argv[1]), num_train_epochs=float(sys.argv[2]), per_device_train_batch_size=32,
                         logging_steps=10, eval_strategy="epoch", save_strategy="no", report_to=[], use_cpu=True, dataloader_num_workers=2, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=ds["train"], eval_dataset=ds["test"], data_collator=DataCollatorWithPadding(tok)).train()
