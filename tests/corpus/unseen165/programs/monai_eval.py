import sys, logging, torch
from monai.networks.nets import UNet
from monai.losses import DiceCELoss
from monai.engines import SupervisedTrainer, SupervisedEvaluator
from monai.handlers import StatsHandler, ValidationHandler, MeanDice, from_engine
from monai.transforms import Compose, Activationsd, AsDiscreted
from monai.data import DataLoader, Dataset
logging.basicConfig(stream=sys.stdout, level=logging.INFO)
torch.manual_seed(0)
def data(n): return [{"image": torch.rand(1, 32, 32), "label": (torch.rand(1, 32, 32) > 0.5).float()} for _ in range(n)]
net = UNet(spatial_dims=2, in_channels=1, out_channels=1, channels=(8, 16), strides=(2,))
post = Compose([Activationsd(keys="pred", sigmoid=True), AsDiscreted(keys="pred", threshold=0.5)])
evaluator = SupervisedEvaluator(device=torch.device("cpu"), val_data_loader=DataLoader(Dataset(data(8)), batch_size=4), network=net, postprocessing=post,
    key_val_metric={"val_mean_dice": MeanDice(output_transform=from_engine(["pred", "label"]))}, val_handlers=[StatsHandler(iteration_log=False)])
trainer = SupervisedTrainer(device=torch.device("cpu"), max_epochs=int(sys.argv[2]), train_data_loader=DataLoader(Dataset(data(16)), batch_size=4),
    network=net, optimizer=torch.optim.Adam(net.parameters(), float(sys.argv[1])), loss_function=DiceCELoss(sigmoid=True),
    train_handlers=[ValidationHandler(validator=evaluator, interval=1), StatsHandler(tag_name="train_loss", output_transform=from_engine(["loss"], first=True))])
trainer.run()
