# Driver: Lightning Trainer with its TQDM bar, fitting a tiny Llama (built from a config) on random token ids.
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
from transformers import LlamaConfig, LlamaForCausalLM

class LitLM(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr
        self.m = LlamaForCausalLM(LlamaConfig(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                              num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=64))
    def training_step(self, b, i):
        loss = self.m(input_ids=b[0], labels=b[0]).loss
        self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        loss = self.m(input_ids=b[0], labels=b[0]).loss
        self.log("val_loss", loss, prog_bar=True); self.log("val_ppl", torch.exp(loss), prog_bar=True)
    def configure_optimizers(self): return torch.optim.AdamW(self.parameters(), lr=self.lr)

L.seed_everything(0)
x = torch.randint(0, 256, (160, 32)) % (torch.arange(32) + 8)
tr, va = DataLoader(TensorDataset(x[:128]), batch_size=16), DataLoader(TensorDataset(x[128:]), batch_size=16)
L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False,
          enable_model_summary=False, callbacks=[L.pytorch.callbacks.TQDMProgressBar(refresh_rate=4)]).fit(LitLM(float(sys.argv[1])), tr, va)
