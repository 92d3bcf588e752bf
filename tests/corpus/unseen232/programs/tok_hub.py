# tokenise a small corpus with a pretrained tokenizer from the Hugging Face hub
import sys
from transformers import AutoTokenizer
tok = AutoTokenizer.from_pretrained(sys.argv[1])
print(tok(["data loading before training", "a second sentence"], padding=True)["input_ids"])
