import sys, torch
from transformers import ViTConfig, ViTForImageClassification, Trainer, TrainingArguments
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 5e-4
torch.manual_seed(0)
cfg = ViTConfig(image_size=32, patch_size=8, num_channels=3, hidden_size=32, num_hidden_layers=2,
                num_attention_heads=2, intermediate_size=64, num_labels=4)
model = ViTForImageClassification(cfg)
class DS(torch.utils.data.Dataset):
    def __init__(self, n): self.x = torch.randn(n, 3, 32, 32); self.y = torch.randint(0, 4, (n,))
    def __len__(self): return len(self.x)
    def __getitem__(self, i): return {"pixel_values": self.x[i], "labels": self.y[i]}
args = TrainingArguments(output_dir="/tmp/unseen204-scratch/hfvit", per_device_train_batch_size=16, num_train_epochs=3,
                         learning_rate=lr, logging_steps=4, eval_strategy="epoch", save_strategy="no", report_to=[],
                         use_cpu=True, disable_tqdm=True)
Trainer(model=model, args=args, train_dataset=DS(128), eval_dataset=DS(32)).train()
