# Hugging Face tokenizers: train a BPE model on the given text files with its BpeTrainer.
import sys
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
tok = Tokenizer(models.BPE(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train(sys.argv[1:], trainers.BpeTrainer(vocab_size=2000, special_tokens=["[UNK]", "[PAD]"], show_progress=True))
tok.save("/tmp/unseen203-scratch/bpe.json")
