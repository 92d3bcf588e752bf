# TRL's SFTTrainer on a tiny Llama built from a config, with a character tokenizer built locally (TRL prints)
import sys
from datasets import Dataset
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers
from trl import SFTConfig, SFTTrainer
vocab = {c: i for i, c in enumerate(["<pad>", "<eos>"] + list("abcdefghijklmnopqrstuvwxyz ."))}
tk = Tokenizer(models.WordLevel(vocab, unk_token="<pad>")); tk.pre_tokenizer = pre_tokenizers.Split("", "isolated")
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="<pad>", eos_token="<eos>")
model = LlamaForCausalLM(LlamaConfig(vocab_size=len(vocab), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                                     num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=64))
ds = Dataset.from_dict({"text": ["the cat sat on the mat. " * 2, "a dog ran in the park. " * 2] * 32})
cfg = SFTConfig(output_dir="/tmp/unseen219-scratch/sft", max_steps=int(sys.argv[2]) if len(sys.argv) > 2 else 20,
                learning_rate=float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3, per_device_train_batch_size=8,
                logging_steps=5, report_to=[], save_strategy="no", max_length=64,
                **({"bf16": False} if "--fp32" in sys.argv else {}))
SFTTrainer(model=model, args=cfg, train_dataset=ds, processing_class=tok).train()
