# peft: wrap a tiny GPT-2 built from a config with LoRA on the given target modules.
import sys
from transformers import GPT2Config, GPT2LMHeadModel
from peft import LoraConfig, get_peft_model
model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2))
m = get_peft_model(model, LoraConfig(r=4, target_modules=sys.argv[1:] or ["c_attn"]))
m.print_trainable_parameters()
