"""peft: wrap a tiny GPT-2 (built from a config) with LoRA and print its trainable parameters."""
from peft import LoraConfig, get_peft_model
from transformers import GPT2Config, GPT2LMHeadModel

model = GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=64, n_layer=2, n_head=2))
model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=["c_attn"], lora_dropout=0.0))
model.print_trainable_parameters()
