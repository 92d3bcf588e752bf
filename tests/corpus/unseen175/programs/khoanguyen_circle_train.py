# Drives khoanguyen-blip/nn-depth-study's module/ (train_loop.train prints nothing; its show_loss prints the log).
import argparse
import numpy as np
from module.layers import Linear
from module.activations import ReLU, Sigmoid
from module.losses import BCE
from module.train_loop import train, show_loss

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--epochs", type=int, default=200)
p.add_argument("--in_dims", type=int, default=2)
a = p.parse_args()

np.random.seed(0)
X = np.random.uniform(-1, 1, (512, 2))
y = (np.sum(X ** 2, axis=1, keepdims=True) < 0.5).astype(float)   # circle data set
model = [Linear(a.in_dims, 16), ReLU(), Linear(16, 16), ReLU(), Linear(16, 1), Sigmoid()]
history = train(model, BCE(), X, y, epochs=a.epochs, batch_size=32, lr=a.lr)
show_loss(history, step=200)
