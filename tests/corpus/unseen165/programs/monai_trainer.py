import sys, logging, torch
from monai.networks.nets import UNet
from monai.losses import DiceLoss
from monai.engines import SupervisedTrainer
from monai.handlers import StatsHandler
from monai.data import DataLoader, Dataset

logging.basicConfig(stream=sys.stdout, level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
lossname = sys.argv[3] if len(sys.argv) > 3 else "dice"
torch.manual_seed(0)
data = [{"image": torch.rand(1, 32, 32), "label": (torch.rand(1, 32, 32) > 0.5).float()} for _ in range(16)]
loader = DataLoader(Dataset(data), batch_size=4)
net = UNet(spatial_dims=2, in_channels=1, out_channels=1, channels=(8, 16, 32), strides=(2, 2))
trainer = SupervisedTrainer(device=torch.device("cpu"), max_epochs=epochs, train_data_loader=loader,
                            network=net, optimizer=torch.optim.SGD(net.parameters(), lr=lr),
                            loss_function=DiceLoss(sigmoid=True) if lossname == "dice" else torch.nn.MSELoss(), train_handlers=[StatsHandler(tag_name="train_loss")])
trainer.run()
