import sys, torch
from torch.utils.data import TensorDataset
from pytorch_accelerated import Trainer
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
trainer = Trainer(model=model, loss_func=torch.nn.CrossEntropyLoss(), optimizer=torch.optim.SGD(model.parameters(), lr=lr))
trainer.train(train_dataset=TensorDataset(x[:512], y[:512]), eval_dataset=TensorDataset(x[512:], y[512:]),
              num_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3, per_device_batch_size=32)
