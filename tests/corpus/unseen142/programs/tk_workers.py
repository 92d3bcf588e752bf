"""torchkeras: KerasModel.fit with a DataLoader of 2 workers whose dataset builds large samples."""
import sys
import torch
import torchmetrics
from torchkeras import KerasModel


class Big(torch.utils.data.Dataset):
    def __len__(self):
        return 64

    def __getitem__(self, i):
        return torch.randn(int(sys.argv[1])), torch.tensor([float(i % 2)])


net = torch.nn.Sequential(torch.nn.LazyLinear(1))
model = KerasModel(net, loss_fn=torch.nn.BCEWithLogitsLoss(), optimizer=torch.optim.SGD(net.parameters(), lr=0.01),
                   metrics_dict={"acc": torchmetrics.Accuracy(task="binary")})
model.fit(train_data=torch.utils.data.DataLoader(Big(), batch_size=8, num_workers=2), epochs=1, ckpt_path="/tmp/unseen142-scratch/tk2.pt", plot=False)
