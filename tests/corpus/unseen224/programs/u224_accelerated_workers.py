import sys, torch
from torch.utils.data import TensorDataset
from pytorch_accelerated import Trainer
torch.manual_seed(0)
x = torch.randn(512, 3, 64, 64); y = torch.randint(0, 2, (512,))
model = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(3 * 64 * 64, 2))
trainer = Trainer(model=model, loss_func=torch.nn.CrossEntropyLoss(), optimizer=torch.optim.SGD(model.parameters(), lr=0.01))
trainer.train(train_dataset=TensorDataset(x, y), num_epochs=1, per_device_batch_size=64,
              train_dataloader_kwargs={"num_workers": int(sys.argv[1])})
