import sys, torch
from torch import nn
from ignite.engine import create_supervised_trainer, Events
from ignite.handlers import ModelCheckpoint
torch.manual_seed(0)
x = torch.randn(320, 1, 12, 12); y = (x.mean((1, 2, 3)) > 0).long()
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=32)
model = nn.Sequential(nn.Conv2d(1, 64, 3), nn.ReLU(), nn.Flatten(), nn.Linear(6400, 256), nn.ReLU(), nn.Linear(256, 2))
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=0.01), nn.CrossEntropyLoss())
trainer.add_event_handler(Events.EPOCH_COMPLETED, ModelCheckpoint(sys.argv[1], "cnn", n_saved=None, require_empty=False), {"model": model})
trainer.run(dl, max_epochs=5)
