"""pytorch-ignite: create_supervised_trainer with its ProgressBar and TerminateOnNan handlers."""
import argparse
import torch
from ignite.contrib.handlers import ProgressBar
from ignite.engine import Events, create_supervised_evaluator, create_supervised_trainer
from ignite.handlers import TerminateOnNan
from ignite.metrics import Accuracy, Loss

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=3)
args = p.parse_args()

torch.manual_seed(0)
x = torch.randn(1024, 20)
y = (x[:, 0] + x[:, 1] > 0).long()
train = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[:768], y[:768]), batch_size=32, shuffle=True)
val = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[768:], y[768:]), batch_size=64)
model = torch.nn.Sequential(torch.nn.Linear(20, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2))
loss_fn = torch.nn.CrossEntropyLoss()
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=args.lr), loss_fn)
evaluator = create_supervised_evaluator(model, metrics={"accuracy": Accuracy(), "nll": Loss(loss_fn)})
trainer.add_event_handler(Events.ITERATION_COMPLETED, TerminateOnNan())
ProgressBar(persist=True).attach(trainer, output_transform=lambda out: {"batch_loss": out})
ProgressBar(persist=True, desc="Validation").attach(evaluator, metric_names="all")
trainer.add_event_handler(Events.EPOCH_COMPLETED, lambda engine: evaluator.run(val))
trainer.run(train, max_epochs=args.epochs)
