# Load a tokenizer.json with the tokenizers library and encode the text given on the command line.
import sys
from tokenizers import Tokenizer
tok = Tokenizer.from_file(sys.argv[1])
print(tok.encode(" ".join(sys.argv[2:])).tokens)
