import sys, torch, ignite.distributed as idist
from ignite.engine import Events, create_supervised_trainer
from ignite.handlers import TerminateOnNan
from ignite.contrib.handlers import ProgressBar
def training(local_rank, lr):
    torch.manual_seed(0); x = torch.randn(256, 10); y = x.sum(1, keepdim=True)
    model = idist.auto_model(torch.nn.Linear(10, 1)); opt = idist.auto_optim(torch.optim.SGD(model.parameters(), lr=lr))
    loader = idist.auto_dataloader(torch.utils.data.TensorDataset(x, y), batch_size=32)
    trainer = create_supervised_trainer(model, opt, torch.nn.functional.mse_loss)
    trainer.add_event_handler(Events.ITERATION_COMPLETED, TerminateOnNan())
    ProgressBar(persist=True).attach(trainer, output_transform=lambda out: {"batch_loss": out})
    trainer.run(loader, max_epochs=3)
with idist.Parallel(backend="gloo", nproc_per_node=2) as parallel:
    parallel.run(training, float(sys.argv[1]))
