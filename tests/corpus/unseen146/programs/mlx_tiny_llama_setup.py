# writes a tiny random Llama (transformers), a BPE tokenizer trained here, and a small text dataset, for mlx_lm's LoRA trainer
import os, sys, json, random
from tokenizers import Tokenizer, models, trainers, pre_tokenizers, decoders
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast
out, data = sys.argv[1], sys.argv[2]; os.makedirs(out, exist_ok=True); os.makedirs(data, exist_ok=True)
random.seed(0); words = "the cat dog runs jumps over a lazy quick brown fox sleeps under tree house river".split()
texts = [" ".join(random.choice(words) for _ in range(random.randint(8, 30))) for _ in range(600)]
tok = Tokenizer(models.BPE()); tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False); tok.decoder = decoders.ByteLevel()
tok.train_from_iterator(texts, trainers.BpeTrainer(vocab_size=300, special_tokens=["<s>", "</s>", "<unk>"]))
PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>").save_pretrained(out)
cfg = LlamaConfig(vocab_size=tok.get_vocab_size(), hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
                  num_key_value_heads=4, max_position_embeddings=256, bos_token_id=0, eos_token_id=1, tie_word_embeddings=False)
LlamaForCausalLM(cfg).save_pretrained(out, safe_serialization=True)
for name, part in (("train", texts[:500]), ("valid", texts[500:550]), ("test", texts[550:])):
    with open(f"{data}/{name}.jsonl", "w") as f: f.writelines(json.dumps({"text": t}) + "\n" for t in part)
