# The tokenizers library's BPE trainer (it draws its own progress bars on a terminal) on the files named on the command line.
import sys
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
tok = Tokenizer(models.BPE(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train(sys.argv[1:], trainers.BpeTrainer(vocab_size=2000, min_frequency=2, special_tokens=["[UNK]", "[PAD]"]))
print("vocab size:", tok.get_vocab_size())
