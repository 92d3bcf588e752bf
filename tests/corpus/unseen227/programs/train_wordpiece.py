# Train a WordPiece tokenizer with the tokenizers library's trainer and save it for transformers.
import sys, random
from tokenizers import Tokenizer, models, trainers, pre_tokenizers, normalizers
from transformers import PreTrainedTokenizerFast
files = sys.argv[1:] or None
if files is None:
    random.seed(0)
    words = "good bad fine awful great poor nice terrible movie film plot actor scene the a was is".split()
    files = ["/tmp/unseen227-scratch/corpus.txt"]
    open(files[0], "w").write("\n".join(" ".join(random.choice(words) for _ in range(10)) for _ in range(5000)))
tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
tok.normalizer = normalizers.BertNormalizer(lowercase=True)
tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
tok.train(files, trainers.WordPieceTrainer(vocab_size=200, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")
fast.save_pretrained("/tmp/unseen227-scratch/tok")
print("saved", len(fast), "tokens")
