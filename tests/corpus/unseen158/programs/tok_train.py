# HF tokenizers' WordPiece trainer on a local text file, with its progress display
import sys
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train([sys.argv[1]], trainers.WordPieceTrainer(vocab_size=int(sys.argv[2]), special_tokens=["[UNK]", "[PAD]"], show_progress=True))
tok.save(sys.argv[3])
print("vocab", tok.get_vocab_size())
