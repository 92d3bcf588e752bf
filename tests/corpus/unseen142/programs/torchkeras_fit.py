"""torchkeras: KerasModel.fit on synthetic classification data; torchkeras prints its epoch logs."""
import sys
import torch
import torchmetrics
from torchkeras import KerasModel

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
torch.manual_seed(0)
x = torch.randn(1024, 16)
y = (x[:, 0] + x[:, 1] > 0).float().unsqueeze(1)
net = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
model = KerasModel(net, loss_fn=torch.nn.BCEWithLogitsLoss(), optimizer=torch.optim.SGD(net.parameters(), lr=lr),
                   metrics_dict={"acc": torchmetrics.Accuracy(task="binary")})
dl = lambda a, b, s: torch.utils.data.DataLoader(torch.utils.data.TensorDataset(a, b), batch_size=s)
model.fit(train_data=dl(x[:896], y[:896], 32), val_data=dl(x[896:], y[896:], 64), epochs=3, ckpt_path="/tmp/unseen142-scratch/tk.pt",
          monitor="val_loss", mode="min", plot=False)
