# a tokenizer and a tiny model loaded by name from the Hub for generation
from transformers import AutoTokenizer
tok = AutoTokenizer.from_pretrained("sshleifer/tiny-gpt2")
print(tok("hello world"))
