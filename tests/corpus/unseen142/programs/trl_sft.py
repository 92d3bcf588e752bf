"""TRL: SFTTrainer on a tiny GPT-2 built from a config, pre-tokenized random data (no download)."""
import argparse
import torch
from datasets import Dataset
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers
from trl import SFTConfig, SFTTrainer

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-4)
p.add_argument("--tokenizer", action="store_true", help="build a word-level tokenizer locally")
args = p.parse_args()

torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=64, n_positions=32, n_embd=32, n_layer=2, n_head=2))
tok = None
if args.tokenizer:
    t = Tokenizer(models.WordLevel({f"w{i}": i for i in range(62)} | {"[UNK]": 62, "[EOS]": 63}, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.Whitespace()
    tok = PreTrainedTokenizerFast(tokenizer_object=t, unk_token="[UNK]", eos_token="[EOS]", pad_token="[EOS]")
data = Dataset.from_dict({"input_ids": torch.randint(0, 62, (128, 24)).tolist()})
cfg = SFTConfig(output_dir="/tmp/unseen142-scratch/trl_out", max_steps=20, logging_steps=5, per_device_train_batch_size=8,
                learning_rate=args.lr, report_to="none", save_strategy="no", use_cpu=True, disable_tqdm=True)
SFTTrainer(model=model, args=cfg, train_dataset=data, processing_class=tok).train()
