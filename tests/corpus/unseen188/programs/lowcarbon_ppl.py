# Driver: Low-Carbon-NLP's PerplexityCallback (src/callbacks/PerplexityCallback.py) on the HF Trainer,
# a tiny masked-LM BERT built locally, random tokens (no download).
import argparse, sys, torch
from transformers import BertConfig, BertForMaskedLM, Trainer, TrainingArguments
sys.path.insert(0, "/tmp/unseen188-scratch/lowcarbon/src")
from callbacks.PerplexityCallback import PerplexityCallback

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--steps", type=int, default=20)
p.add_argument("--eval-steps", type=int, default=0, help="evaluate every N steps (0: no evaluation)")
a = p.parse_args()
torch.manual_seed(0)
model = BertForMaskedLM(BertConfig(vocab_size=80, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                                   intermediate_size=64, max_position_embeddings=32))
ids = torch.randint(5, 80, (160, 16))
data = [{"input_ids": t, "labels": t} for t in ids]
args = TrainingArguments("/tmp/unseen188-scratch/out-lc", max_steps=a.steps, per_device_train_batch_size=16,
                         learning_rate=a.lr, logging_steps=4, report_to=[], use_cpu=True, save_strategy="no",
                         disable_tqdm=True, eval_strategy="steps" if a.eval_steps else "no", eval_steps=a.eval_steps or None)
Trainer(model=model, args=args, train_dataset=data, eval_dataset=data[:32], callbacks=[PerplexityCallback()]).train()
