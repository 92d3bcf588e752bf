# ignite's create_supervised_trainer with its common training handlers (TerminateOnNan, progress bar, running loss) on synthetic regression data.
import sys, logging
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from ignite.engine import create_supervised_trainer, Events
from ignite.contrib.engines import common
from ignite.utils import setup_logger

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
torch.manual_seed(0)
X = torch.randn(512, 8) * 10
y = X @ torch.randn(8, 1) + 0.1 * torch.randn(512, 1)
loader = DataLoader(TensorDataset(X, y), batch_size=32, shuffle=True)
model = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.SGD(model.parameters(), lr=lr)
trainer = create_supervised_trainer(model, opt, nn.MSELoss(), output_transform=lambda x, y, y_pred, loss: {"batch_loss": loss.item()})
trainer.logger = setup_logger("trainer")
common.setup_common_training_handlers(trainer, output_names=["batch_loss"], log_every_iters=4, with_pbar_on_iters=True, clear_cuda_cache=False)
trainer.run(loader, max_epochs=5)
