"""pytorch-accelerated: its Trainer (default callbacks: progress, metrics log, TerminateOnNaN) on synthetic regression."""
import sys
import torch
from pytorch_accelerated import Trainer

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
torch.manual_seed(0)
x = torch.randn(1024, 16)
y = x @ torch.randn(16, 1)
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
trainer = Trainer(model=model, loss_func=torch.nn.MSELoss(), optimizer=torch.optim.SGD(model.parameters(), lr=lr))
trainer.train(train_dataset=torch.utils.data.TensorDataset(x[:896], y[:896]), eval_dataset=torch.utils.data.TensorDataset(x[896:], y[896:]),
              num_epochs=3, per_device_batch_size=32)
