import sys, torch
from torch import nn
from ignite.engine import create_supervised_trainer, create_supervised_evaluator, Events
from ignite.metrics import Accuracy, Loss
from ignite.contrib.handlers import ProgressBar
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
x = torch.randn(320, 1, 12, 12); y = (x.mean((1, 2, 3)) > 0).long()
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=32)
model = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(400, 2))
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=lr), nn.CrossEntropyLoss())
evaluator = create_supervised_evaluator(model, metrics={"accuracy": Accuracy(), "nll": Loss(nn.CrossEntropyLoss())})
ProgressBar(persist=True).attach(trainer, output_transform=lambda loss: {"loss": loss})
@trainer.on(Events.EPOCH_COMPLETED)
def log_validation(engine):
    evaluator.run(dl)
    trainer.logger.info("Validation Results - Epoch: %d  Avg accuracy: %.2f Avg loss: %.2f" % (engine.state.epoch, evaluator.state.metrics["accuracy"], evaluator.state.metrics["nll"]))
trainer.run(dl, max_epochs=3)
