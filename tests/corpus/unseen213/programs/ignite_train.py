import sys, torch
from ignite.engine import Events, create_supervised_trainer, create_supervised_evaluator
from ignite.handlers import TerminateOnNan, ProgressBar
from ignite.metrics import Loss, Accuracy
lr = float(sys.argv[1])
model = torch.nn.Sequential(torch.nn.Linear(12, 16), torch.nn.ReLU(), torch.nn.Linear(16, 3))
x = torch.randn(600, 12); y = x[:, :3].argmax(1)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=50)
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=lr), torch.nn.CrossEntropyLoss())
trainer.add_event_handler(Events.ITERATION_COMPLETED, TerminateOnNan())
ProgressBar(persist=True).attach(trainer, output_transform=lambda out: {"batch_loss": out})
evaluator = create_supervised_evaluator(model, metrics={"accuracy": Accuracy(), "nll": Loss(torch.nn.CrossEntropyLoss())})
ProgressBar(desc="Evaluation").attach(evaluator)
@trainer.on(Events.EPOCH_COMPLETED)
def log(engine):
    evaluator.run(dl); ProgressBar.log_message if False else None
    engine.logger.info(evaluator.state.metrics)
trainer.run(dl, max_epochs=3)
