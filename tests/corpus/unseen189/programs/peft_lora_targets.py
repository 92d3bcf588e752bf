# Driver: PEFT's LoRA wrapping a tiny GPT-2 (built locally) with the target modules a Llama recipe names.
import sys
from transformers import AutoModelForCausalLM
from peft import LoraConfig, get_peft_model
model = AutoModelForCausalLM.from_pretrained("/tmp/unseen189-scratch/tiny/gpt2")
cfg = LoraConfig(r=8, lora_alpha=16, lora_dropout=0.05, target_modules=sys.argv[1].split(","), task_type="CAUSAL_LM")
model = get_peft_model(model, cfg)
model.print_trainable_parameters()
