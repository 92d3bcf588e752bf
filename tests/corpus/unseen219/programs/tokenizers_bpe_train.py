# train a byte-level BPE tokenizer with the tokenizers library on text files given on the command line (its trainer reports)
import sys
from tokenizers import ByteLevelBPETokenizer
tok = ByteLevelBPETokenizer()
tok.train(files=sys.argv[1:], vocab_size=300, min_frequency=2, show_progress=True)
print(tok.get_vocab_size())
