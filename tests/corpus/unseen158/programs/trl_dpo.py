# trl's DPOTrainer on the tiny local GPT-2 with a synthetic preference set: python trl_dpo.py LR
import sys, random
from datasets import Dataset
from transformers import AutoModelForCausalLM, AutoTokenizer
from trl import DPOConfig, DPOTrainer
path = "/tmp/unseen158-scratch/tiny-gpt2"
tok = AutoTokenizer.from_pretrained(path); tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained(path)
random.seed(0); w = "the cat dog sat on mat ran fast slow red blue big small".split()
ds = Dataset.from_list([{"prompt": " ".join(random.choices(w, k=4)), "chosen": " the cat sat", "rejected": " " + " ".join(random.choices(w, k=3))} for _ in range(64)])
args = DPOConfig(output_dir="/tmp/unseen158-scratch/dpo", per_device_train_batch_size=8, num_train_epochs=2,
                 learning_rate=float(sys.argv[1]), logging_steps=2, save_strategy="no", report_to="none", use_cpu=True)
DPOTrainer(model=model, args=args, train_dataset=ds, processing_class=tok).train()
