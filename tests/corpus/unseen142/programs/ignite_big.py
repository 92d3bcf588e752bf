"""pytorch-ignite: create_supervised_trainer with a wide MLP and the batch size given, ProgressBar attached."""
import sys
import torch
from ignite.contrib.handlers import ProgressBar
from ignite.engine import create_supervised_trainer

batch = int(sys.argv[1]) if len(sys.argv) > 1 else 64
x = torch.randn(batch * 4, 2048)
y = torch.randint(0, 10, (batch * 4,))
model = torch.nn.Sequential(torch.nn.Linear(2048, 8192), torch.nn.ReLU(), torch.nn.Linear(8192, 10))
trainer = create_supervised_trainer(model, torch.optim.Adam(model.parameters()), torch.nn.CrossEntropyLoss())
ProgressBar(persist=True).attach(trainer, output_transform=lambda out: {"loss": out})
trainer.run(torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=batch), max_epochs=1)
