# load a trained tokenizer file and encode a sentence
import sys
from tokenizers import Tokenizer
tok = Tokenizer.from_file(sys.argv[1])
print(tok.encode("data loading before training").tokens)
