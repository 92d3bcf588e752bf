import sys, torch
from ignite.engine import create_supervised_trainer
from ignite.contrib.handlers.tensorboard_logger import TensorboardLogger
model = torch.nn.Linear(4, 1)
trainer = create_supervised_trainer(model, torch.optim.SGD(model.parameters(), lr=0.1), torch.nn.MSELoss())
tb = TensorboardLogger(log_dir=sys.argv[1])
