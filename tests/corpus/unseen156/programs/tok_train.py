import sys
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
tok = Tokenizer(models.BPE(unk_token="[UNK]")); tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train(sys.argv[2:], trainers.BpeTrainer(vocab_size=int(sys.argv[1]), special_tokens=["[UNK]", "[PAD]"], show_progress=True))
tok.save("tok.json"); print("vocab", tok.get_vocab_size())
