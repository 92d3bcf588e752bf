# pytorch-ignite trainer over rows of a CSV (read with pandas) through a DataLoader with workers
import sys, pandas as pd, torch
from torch.utils.data import DataLoader, TensorDataset
from ignite.engine import create_supervised_trainer, Events
from ignite.handlers import ProgressBar
df = pd.read_csv(sys.argv[1])
x = torch.tensor(df.drop(columns="label").to_numpy(), dtype=torch.float32); y = torch.tensor(df["label"].to_numpy())
model = torch.nn.Sequential(torch.nn.Linear(x.shape[1], 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
trainer = create_supervised_trainer(model, torch.optim.Adam(model.parameters(), lr=1e-2), torch.nn.CrossEntropyLoss())
ProgressBar(persist=True).attach(trainer, output_transform=lambda loss: {"loss": loss})
trainer.run(DataLoader(TensorDataset(x, y), batch_size=200, shuffle=True, num_workers=2), max_epochs=int(sys.argv[2]))
