# Driver: pytorch-metric-learning's MetricLossOnly trainer (its own loop, logging and tqdm) with a triplet loss
# on 10 Gaussian clusters in 32 dimensions. Usage: python pml_triplet_trainer.py LR EPOCHS
import logging
import sys
import torch
from pytorch_metric_learning import losses, miners, trainers

logging.basicConfig(level=logging.INFO)
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
g = torch.Generator().manual_seed(0)
centers = torch.randn(10, 32, generator=g) * 3
labels = torch.arange(10).repeat_interleave(100)
x = centers[labels] + torch.randn(1000, 32, generator=g)


class DS(torch.utils.data.Dataset):
    def __len__(self):
        return len(x)

    def __getitem__(self, i):
        return x[i], labels[i]


trunk = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16))
embedder = torch.nn.Identity()
models = {"trunk": trunk, "embedder": embedder}
optimizers = {"trunk_optimizer": torch.optim.SGD(trunk.parameters(), lr=lr)}
trainer = trainers.MetricLossOnly(models, optimizers, batch_size=64,
                                  loss_funcs={"metric_loss": losses.TripletMarginLoss(margin=0.2)},
                                  mining_funcs={"tuple_miner": miners.MultiSimilarityMiner(epsilon=0.1)},
                                  dataset=DS(), dataloader_num_workers=0)
trainer.train(num_epochs=epochs)
