# tiktoken: count the tokens of a text file with an OpenAI encoding (its BPE ranks are fetched on first use)
import sys, tiktoken
enc = tiktoken.get_encoding(sys.argv[1])
print(len(enc.encode(open(sys.argv[2]).read())))
