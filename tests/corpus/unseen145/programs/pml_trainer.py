# pytorch-metric-learning's MetricLossOnly trainer on synthetic clustered vectors; the trainer prints its progress
import sys, logging, torch
from pytorch_metric_learning import losses, trainers
logging.basicConfig(level=logging.INFO)
torch.manual_seed(0)
centers = torch.randn(10, 32) * 3; labels = torch.randint(0, 10, (2000,))
data = centers[labels] + torch.randn(2000, 32)
ds = torch.utils.data.TensorDataset(data, labels)
trunk = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16))
t = trainers.MetricLossOnly(models={"trunk": trunk}, optimizers={"trunk_optimizer": torch.optim.Adam(trunk.parameters(), lr=float(sys.argv[2]))},
                            batch_size=64, loss_funcs={"metric_loss": losses.TripletMarginLoss(margin=0.2)}, mining_funcs={},
                            dataset=ds, dataloader_num_workers=0)
t.train(num_epochs=int(sys.argv[1]))
