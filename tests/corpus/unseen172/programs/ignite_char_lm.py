# A tiny character-level GRU language model trained with PyTorch-Ignite on a text file;
# Ignite's ProgressBar shows the loss, its TerminateOnNan handler stops a diverging run.
# ignite_char_lm.py TEXT LR EPOCHS
import logging, sys
import torch
from ignite.contrib.handlers import ProgressBar
from ignite.engine import Events, create_supervised_trainer
from ignite.handlers import TerminateOnNan

logging.basicConfig(level=logging.INFO)

class CharGRU(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.emb, self.rnn, self.out = torch.nn.Embedding(256, 64), torch.nn.GRU(64, 128, batch_first=True), torch.nn.Linear(128, 256)
    def forward(self, x):
        return self.out(self.rnn(self.emb(x))[0]).transpose(1, 2)

data = torch.tensor(list(open(sys.argv[1], "rb").read()[:60000]), dtype=torch.long)
blocks = data[: len(data) // 65 * 65].view(-1, 65)
loader = torch.utils.data.DataLoader([(b[:-1], b[1:]) for b in blocks], batch_size=32, shuffle=True)
model = CharGRU()
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=float(sys.argv[2])),
                                    torch.nn.CrossEntropyLoss(), output_transform=lambda x, y, y_pred, loss: loss.item())
ProgressBar(persist=True).attach(trainer, output_transform=lambda loss: {"loss": loss})
trainer.add_event_handler(Events.ITERATION_COMPLETED, TerminateOnNan())
trainer.run(loader, max_epochs=int(sys.argv[3]))
