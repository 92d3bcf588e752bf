import sys, torch
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments
torch.manual_seed(0)
class DS(torch.utils.data.Dataset):
    def __init__(s): s.x = torch.randint(5, 200, (256, 16)); s.y = (s.x[:, 0] > 100).long()
    def __len__(s): return 256
    def __getitem__(s, i): return {"input_ids": s.x[i], "labels": s.y[i]}
m = BertForSequenceClassification(BertConfig(vocab_size=200, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64))
a = TrainingArguments("hf-out", optim=sys.argv[1], learning_rate=float(sys.argv[2]), num_train_epochs=2, per_device_train_batch_size=16, logging_steps=4, report_to="none", save_strategy="no", use_cpu=True, disable_tqdm=True)
Trainer(model=m, args=a, train_dataset=DS()).train()
