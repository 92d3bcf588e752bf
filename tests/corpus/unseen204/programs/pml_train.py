import sys, logging, torch
from torch import nn
from pytorch_metric_learning import losses, miners, trainers
logging.basicConfig(level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
torch.manual_seed(0)
x = torch.randn(256, 3, 16, 16); y = torch.randint(0, 8, (256,))
if "nandata" in sys.argv: x[100, 0, 0, 0] = float("nan")
ds = torch.utils.data.TensorDataset(x, y)
trunk = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
embedder = nn.Linear(8, 16)
models = {"trunk": trunk, "embedder": embedder}
opts = {"trunk_optimizer": torch.optim.Adam(trunk.parameters(), lr=lr), "embedder_optimizer": torch.optim.Adam(embedder.parameters(), lr=lr)}
t = trainers.MetricLossOnly(models, opts, batch_size=32, loss_funcs={"metric_loss": losses.TripletMarginLoss(margin=0.1)},
                            mining_funcs={"tuple_miner": miners.MultiSimilarityMiner(epsilon=0.1)}, dataset=ds, dataloader_num_workers=0)
t.train(num_epochs=2)
