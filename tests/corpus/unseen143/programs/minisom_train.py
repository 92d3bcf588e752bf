# MiniSom's train with verbose=True (it prints progress and the quantization error) on the bundled iris data.
import argparse
from minisom import MiniSom
from sklearn.datasets import load_iris
p = argparse.ArgumentParser(); p.add_argument("--grid", type=int, default=7); p.add_argument("--iters", type=int, default=500); p.add_argument("--lr", type=float, default=0.5); a = p.parse_args()
X = load_iris().data; X = (X - X.mean(0)) / X.std(0)
MiniSom(a.grid, a.grid, 4, sigma=1.0, learning_rate=a.lr, random_seed=0).train(X, a.iters, verbose=True)
