# peft prefix tuning of the tiny local GPT-2 with transformers' Trainer: python peft_prefix.py LR
import sys
from datasets import Dataset
from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments
from peft import PrefixTuningConfig, TaskType, get_peft_model
path = "/tmp/unseen158-scratch/tiny-gpt2"
tok = AutoTokenizer.from_pretrained(path); tok.pad_token = tok.eos_token
model = get_peft_model(AutoModelForCausalLM.from_pretrained(path), PrefixTuningConfig(task_type=TaskType.CAUSAL_LM, num_virtual_tokens=8))
model.print_trainable_parameters()
ds = Dataset.from_dict({"text": open(path + "/corpus.txt").read().split("\n")[:200]})
ds = ds.map(lambda b: tok(b["text"], truncation=True, max_length=48), batched=True, remove_columns=["text"]).train_test_split(test_size=0.1, seed=0)
args = TrainingArguments(output_dir="/tmp/unseen158-scratch/peft_out", per_device_train_batch_size=8, num_train_epochs=2,
                         learning_rate=float(sys.argv[1]), logging_steps=5, eval_strategy="epoch", save_strategy="no",
                         report_to="none", use_cpu=True, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=ds["train"], eval_dataset=ds["test"],
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False)).train()
