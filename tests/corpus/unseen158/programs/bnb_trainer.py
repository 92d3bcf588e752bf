# bitsandbytes' 8-bit optimizers as transformers' Trainer optimizer (default optim=adamw_bnb_8bit) on CPU, tiny local GPT-2
# python bnb_trainer.py [OPTIM LR]
import sys
from datasets import Dataset
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments
path = "/tmp/unseen158-scratch/tiny-gpt2"
tok = AutoTokenizer.from_pretrained(path); tok.pad_token = tok.eos_token
ds = Dataset.from_dict({"text": open(path + "/corpus.txt").read().split("\n")[:160]})
ds = ds.map(lambda b: tok(b["text"], truncation=True, max_length=48), batched=True, remove_columns=["text"])
args = TrainingArguments(output_dir="/tmp/unseen158-scratch/bnb_out", optim=sys.argv[1] if len(sys.argv) > 1 else "adamw_bnb_8bit",
                         learning_rate=float(sys.argv[2]) if len(sys.argv) > 2 else 5e-5, per_device_train_batch_size=8,
                         num_train_epochs=1, logging_steps=4, save_strategy="no", report_to="none", use_cpu=True, disable_tqdm=True)
Trainer(model=AutoModelForCausalLM.from_pretrained(path), args=args, train_dataset=ds,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False)).train()
