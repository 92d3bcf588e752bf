# Count GPT-2 BPE tokens in a text file with tiktoken: tiktoken_count.py TEXT [ENCODING]
import sys
import tiktoken

enc = tiktoken.get_encoding(sys.argv[2] if len(sys.argv) > 2 else "gpt2")
print(len(enc.encode(open(sys.argv[1]).read())), "tokens")
