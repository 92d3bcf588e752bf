# A tiny character-level LSTM language model trained with Lightning on a text file; Lightning's own progress bar prints.
# lightning_char_lm.py TEXT LR EPOCHS [ACCELERATOR]
import sys
import torch
import lightning as L
from torch.utils.data import DataLoader, TensorDataset

class CharLM(L.LightningModule):
    def __init__(self, lr):
        super().__init__()
        self.lr = lr
        self.emb, self.rnn, self.out = torch.nn.Embedding(256, 64), torch.nn.LSTM(64, 128, batch_first=True), torch.nn.Linear(128, 256)
    def forward(self, x):
        return self.out(self.rnn(self.emb(x))[0])
    def step(self, batch):
        x, = batch
        return torch.nn.functional.cross_entropy(self(x[:, :-1]).reshape(-1, 256), x[:, 1:].reshape(-1))
    def training_step(self, batch, i):
        loss = self.step(batch); self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, batch, i):
        self.log("val_loss", self.step(batch), prog_bar=True)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)

data = torch.tensor(list(open(sys.argv[1], "rb").read()[:80000]), dtype=torch.long)
blocks = data[: len(data) // 65 * 65].view(-1, 65)
train, val = DataLoader(TensorDataset(blocks[:-100]), batch_size=32, shuffle=True), DataLoader(TensorDataset(blocks[-100:]), batch_size=50)
trainer = L.Trainer(max_epochs=int(sys.argv[3]), accelerator=sys.argv[4] if len(sys.argv) > 4 else "cpu", logger=False,
                    enable_checkpointing=False, enable_model_summary=False)
trainer.fit(CharLM(float(sys.argv[2])), train, val)
