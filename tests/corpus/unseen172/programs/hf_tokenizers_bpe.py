# Train a byte-level BPE tokenizer with Hugging Face tokenizers: hf_tokenizers_bpe.py VOCAB_SIZE FILE...
import sys
from tokenizers import ByteLevelBPETokenizer

tok = ByteLevelBPETokenizer()
tok.train(files=sys.argv[2:], vocab_size=int(sys.argv[1]), min_frequency=2, show_progress=True)
tok.save("tokenizer.json")
print("vocab size:", tok.get_vocab_size())
