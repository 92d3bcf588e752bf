# Hugging Face datasets: tokenize a text file and save_to_disk: python ds_save.py OUT_DIR
import sys
from datasets import load_dataset
from transformers import AutoTokenizer
tok = AutoTokenizer.from_pretrained("/tmp/unseen158-scratch/tiny-gpt2")
ds = load_dataset("text", data_files="/tmp/unseen158-scratch/stdlib.txt", split="train")
ds = ds.map(lambda b: tok(b["text"]), batched=True)
ds.save_to_disk(sys.argv[1])
