import sys, logging, torch
from monai.engines import SupervisedTrainer
from monai.handlers import StatsHandler
from monai.networks.nets import BasicUNet
logging.basicConfig(stream=sys.stdout, level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
torch.manual_seed(0)
x = torch.rand(16, 1, 32, 32); y = (x > 0.5).float()
data = [{"image": x[i], "label": y[i]} for i in range(16)]
loader = torch.utils.data.DataLoader(data, batch_size=4)
net = BasicUNet(spatial_dims=2, in_channels=1, out_channels=int(sys.argv[2]) if len(sys.argv) > 2 else 1, features=(4, 4, 8, 16, 32, 4))
trainer = SupervisedTrainer(device=torch.device("cpu"), max_epochs=2, train_data_loader=loader, network=net,
                            optimizer=torch.optim.Adam(net.parameters(), lr), loss_function=torch.nn.BCEWithLogitsLoss(),
                            train_handlers=[StatsHandler(tag_name="train_loss", output_transform=lambda o: o[0]["loss"])])
trainer.run()
