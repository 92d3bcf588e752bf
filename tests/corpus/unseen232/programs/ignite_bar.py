# pytorch-ignite trainer over a DataLoader with workers, its ProgressBar showing the loss
import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from ignite.engine import create_supervised_trainer
from ignite.handlers import ProgressBar
g = torch.Generator().manual_seed(0)
x = torch.randn(2048, 16, generator=g); y = (x[:, 0] > 0).long()
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.Tanh(), torch.nn.Linear(32, 2))
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=float(sys.argv[1])), torch.nn.CrossEntropyLoss())
ProgressBar(persist=True).attach(trainer, output_transform=lambda loss: {"loss": loss})
trainer.run(DataLoader(TensorDataset(x, y), batch_size=128, num_workers=2), max_epochs=int(sys.argv[2]))
