"""Cluster scikit-learn's bundled digits with kmeans_pytorch (it shows its iterations in a progress bar)."""
import argparse
import torch
from kmeans_pytorch import kmeans
from sklearn.datasets import load_digits

p = argparse.ArgumentParser()
p.add_argument("--k", type=int, default=10)
p.add_argument("--distance", default="euclidean")
a = p.parse_args()
X = torch.tensor(load_digits().data, dtype=torch.float32)
ids, centers = kmeans(X=X, num_clusters=a.k, distance=a.distance, device=torch.device("cpu"))
