import sys, os
from tokenizers import Tokenizer, models, trainers, pre_tokenizers, decoders
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel, LlamaConfig, LlamaForCausalLM
out = sys.argv[1]; arch = sys.argv[2] if len(sys.argv) > 2 else "gpt2"
import random
random.seed(0)
words = "the a model data train learn answer question instruction response user assistant good bad cat dog run fast slow small large number one two three four five is are was of to and in on with for".split()
texts = [" ".join(random.choice(words) for _ in range(random.randint(5, 30))) for _ in range(3000)]
tok = Tokenizer(models.BPE(unk_token=None))
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tok.decoder = decoders.ByteLevel()
tok.train_from_iterator(texts, trainers.BpeTrainer(vocab_size=512, special_tokens=["<|endoftext|>"], initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
ft = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<|endoftext|>", eos_token="<|endoftext|>", unk_token="<|endoftext|>")
ft.save_pretrained(out)
if arch == "gpt2":
    cfg = GPT2Config(vocab_size=len(ft), n_positions=256, n_embd=64, n_layer=2, n_head=2, bos_token_id=0, eos_token_id=0)
    m = GPT2LMHeadModel(cfg)
else:
    cfg = LlamaConfig(vocab_size=len(ft), hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=256, bos_token_id=0, eos_token_id=0)
    m = LlamaForCausalLM(cfg)
m.save_pretrained(out)
print("saved", out, sum(p.numel() for p in m.parameters()))
