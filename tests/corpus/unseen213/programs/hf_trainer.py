import torch
from transformers import GPT2Config, GPT2LMHeadModel, HfArgumentParser, Trainer, TrainingArguments
args, = HfArgumentParser(TrainingArguments).parse_args_into_dataclasses()
model = GPT2LMHeadModel(GPT2Config(n_layer=2, n_head=2, n_embd=32, vocab_size=100, n_positions=32))
data = [{"input_ids": t, "labels": t} for t in torch.randint(0, 100, (64, 32))]
Trainer(model=model, args=args, train_dataset=data, eval_dataset=data[:16]).train()
