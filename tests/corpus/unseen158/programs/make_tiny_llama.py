# builds a tiny Llama (random weights) next to the tiny tokenizer, no download
import sys, shutil
from transformers import LlamaConfig, LlamaForCausalLM, AutoTokenizer
src, out = "/tmp/unseen158-scratch/tiny-gpt2", sys.argv[1]
tok = AutoTokenizer.from_pretrained(src); tok.save_pretrained(out)
cfg = LlamaConfig(vocab_size=len(tok), hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
                  num_key_value_heads=2, max_position_embeddings=64, bos_token_id=tok.eos_token_id, eos_token_id=tok.eos_token_id)
LlamaForCausalLM(cfg).save_pretrained(out)
