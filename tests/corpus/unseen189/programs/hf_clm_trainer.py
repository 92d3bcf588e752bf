# Driver: transformers' Trainer on a tiny GPT-2 built from a config, causal-LM on synthetic sentences.
import sys, random, torch
from transformers import AutoTokenizer, GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments, DataCollatorForLanguageModeling
from datasets import Dataset

lr, out = float(sys.argv[1]), sys.argv[2]
extra = dict(a.split("=", 1) for a in sys.argv[3:])
tok = AutoTokenizer.from_pretrained("/tmp/unseen189-scratch/tiny/gpt2"); tok.pad_token = tok.eos_token
random.seed(0); words = "the a model data train learn answer question good bad cat dog".split()
texts = [" ".join(random.choice(words) for _ in range(random.randint(5, 20))) for _ in range(256)]
ds = Dataset.from_dict({"text": texts}).map(lambda b: tok(b["text"], truncation=True, max_length=32), batched=True, remove_columns=["text"])
split = ds.train_test_split(test_size=0.1, seed=0)
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tok), n_positions=64, n_embd=64, n_layer=2, n_head=2))
args = TrainingArguments(output_dir=out, learning_rate=lr, num_train_epochs=2, per_device_train_batch_size=8, logging_steps=5,
                         eval_strategy="steps", eval_steps=20, save_steps=int(extra.get("save_steps", 1000)), report_to=[],
                         logging_nan_inf_filter=extra.get("nan_filter", "1") == "1", use_cpu=True)
Trainer(model=model, args=args, train_dataset=split["train"], eval_dataset=split["test"],
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False)).train()
