"""Train a linear-regression model with the d2l package's (Dive into Deep Learning) Trainer on its synthetic data."""
import argparse
from d2l import torch as d2l

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.03)
p.add_argument("--epochs", type=int, default=3)
a = p.parse_args()
data = d2l.SyntheticRegressionData(w=d2l.tensor([2, -3.4]), b=4.2)
model = d2l.LinearRegressionScratch(2, lr=a.lr)
d2l.Trainer(max_epochs=a.epochs).fit(model, data)
