# neuraloperator's Trainer on an FNO; data: "darcy" (the package's small Darcy-flow loader) or "synthetic"
import sys
import torch
from torch.utils.data import DataLoader
from neuralop.models import FNO
from neuralop.training import Trainer
from neuralop.losses import LpLoss, H1Loss
from neuralop.data.datasets.tensor_dataset import TensorDataset

data = sys.argv[1] if len(sys.argv) > 1 else "synthetic"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-3
epochs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
torch.manual_seed(0)
if data == "darcy":
    from neuralop.data.datasets import load_darcy_flow_small
    train_loader, test_loaders, data_processor = load_darcy_flow_small(
        n_train=100, batch_size=8, n_tests=[20], test_resolutions=[16], test_batch_sizes=[8])
else:
    x = torch.randn(64, 1, 16, 16)
    y = torch.sin(x) + 0.1 * x ** 2
    train_loader = DataLoader(TensorDataset(x[:48], y[:48]), batch_size=8, shuffle=True)
    test_loaders = {16: DataLoader(TensorDataset(x[48:], y[48:]), batch_size=8)}
    data_processor = None
model = FNO(n_modes=(8, 8), in_channels=1, out_channels=1, hidden_channels=16)
optimizer = torch.optim.Adam(model.parameters(), lr=lr)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=50, gamma=0.5)
l2loss = LpLoss(d=2, p=2)
h1loss = H1Loss(d=2)
trainer = Trainer(model=model, n_epochs=epochs, device="cpu", data_processor=data_processor,
                  eval_interval=1, verbose=True)
trainer.train(train_loader=train_loader, test_loaders=test_loaders, optimizer=optimizer,
              scheduler=scheduler, regularizer=False, training_loss=h1loss,
              eval_losses={"h1": h1loss, "l2": l2loss})
