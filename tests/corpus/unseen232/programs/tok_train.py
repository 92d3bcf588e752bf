# train a byte-level BPE tokenizer with Hugging Face tokenizers on text files
import sys
from tokenizers import ByteLevelBPETokenizer
tok = ByteLevelBPETokenizer()
tok.train(files=sys.argv[1:], vocab_size=2000, min_frequency=2)
print(tok.get_vocab_size())
