import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from ignite.engine import Events, create_supervised_trainer
from ignite.handlers import TerminateOnNan
from ignite.contrib.handlers import ProgressBar
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=float(sys.argv[1])), torch.nn.CrossEntropyLoss())
trainer.add_event_handler(Events.ITERATION_COMPLETED, TerminateOnNan())
ProgressBar(persist=True).attach(trainer, output_transform=lambda loss: {"loss": loss})
trainer.run(DataLoader(TensorDataset(x[:512], y[:512]), batch_size=32), max_epochs=int(sys.argv[2]))
