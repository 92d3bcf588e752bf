# peft: LoRA on a tiny GPT-2 built from a config, trained with transformers' Trainer on random tokens.
import sys, torch
from transformers import GPT2Config, GPT2LMHeadModel, Trainer, TrainingArguments
from peft import LoraConfig, get_peft_model
torch.manual_seed(0)
class DS(torch.utils.data.Dataset):
    def __init__(s): s.x = torch.randint(0, 128, (256, 32))
    def __len__(s): return len(s.x)
    def __getitem__(s, i): return {"input_ids": s.x[i], "labels": s.x[i]}
model = get_peft_model(GPT2LMHeadModel(GPT2Config(vocab_size=128, n_positions=32, n_embd=32, n_layer=2, n_head=2)), LoraConfig(r=4, target_modules=["c_attn"], fan_in_fan_out=True))
model.print_trainable_parameters()
args = TrainingArguments(output_dir="/tmp/unseen203-scratch/peft_out", learning_rate=float(sys.argv[1]), optim=sys.argv[2], max_steps=int(sys.argv[3]) if len(sys.argv) > 3 else 30,
                         per_device_train_batch_size=8, logging_steps=5, report_to="none", save_strategy="no", use_cpu=True)
Trainer(model=model, args=args, train_dataset=DS()).train()
