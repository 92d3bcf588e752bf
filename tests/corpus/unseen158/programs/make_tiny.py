# builds a tiny GPT-2 (random weights) and a BPE tokenizer locally, no download
import sys, random
from tokenizers import Tokenizer, models, trainers, pre_tokenizers, decoders
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/unseen158-scratch/tiny-gpt2"
random.seed(0)
words = "the cat dog sat on mat ran fast slow red blue big small a an is was".split()
text = [" ".join(random.choice(words) for _ in range(20)) for _ in range(500)]
tok = Tokenizer(models.BPE())
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tok.decoder = decoders.ByteLevel()
tok.train_from_iterator(text, trainers.BpeTrainer(vocab_size=300, special_tokens=["<|endoftext|>"], show_progress=False))
hf = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<|endoftext|>", eos_token="<|endoftext|>")
hf.save_pretrained(out)
cfg = GPT2Config(vocab_size=hf.vocab_size if hasattr(hf, "vocab_size") else 300, n_positions=64, n_embd=32, n_layer=2, n_head=2)
cfg.vocab_size = len(hf); cfg.bos_token_id = cfg.eos_token_id = hf.eos_token_id
GPT2LMHeadModel(cfg).save_pretrained(out)
open(out + "/corpus.txt", "w").write("\n".join(text))
print("saved", out)
