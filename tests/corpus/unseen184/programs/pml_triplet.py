"""Metric learning with pytorch-metric-learning's own trainer (triplet loss + miner) on synthetic clusters;
the trainer logs its epochs and shows total_loss in its progress bar."""
import argparse
import logging

import numpy as np
import torch
from pytorch_metric_learning import losses, miners, samplers, trainers

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--batch-size", type=int, default=64)
p.add_argument("--dim", type=int, default=64)
p.add_argument("--workers", type=int, default=0)
p.add_argument("--n", type=int, default=4000)
a = p.parse_args()
logging.basicConfig(level=logging.INFO)

rng = np.random.default_rng(0)
centers = rng.normal(size=(20, a.dim)) * 0.2
labels = rng.integers(0, 20, size=a.n)
X = torch.tensor(centers[labels] + rng.normal(size=(a.n, a.dim)), dtype=torch.float32)
dataset = torch.utils.data.TensorDataset(X, torch.tensor(labels))
trunk = torch.nn.Sequential(torch.nn.Linear(a.dim, 128), torch.nn.ReLU())
embedder = torch.nn.Linear(128, 32)
models = {"trunk": trunk, "embedder": embedder}
optimizers = {"trunk_optimizer": torch.optim.SGD(trunk.parameters(), lr=a.lr, momentum=0.9),
              "embedder_optimizer": torch.optim.SGD(embedder.parameters(), lr=a.lr, momentum=0.9)}
trainer = trainers.MetricLossOnly(
    models=models, optimizers=optimizers, batch_size=a.batch_size,
    loss_funcs={"metric_loss": losses.TripletMarginLoss(margin=0.2)},
    mining_funcs={"tuple_miner": miners.MultiSimilarityMiner(epsilon=0.1)},
    dataset=dataset, sampler=samplers.MPerClassSampler(labels, m=4, length_before_new_iter=a.n),
    dataloader_num_workers=a.workers)
trainer.train(num_epochs=a.epochs)
