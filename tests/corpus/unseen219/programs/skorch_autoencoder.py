# a small autoencoder (generative-style reconstruction) trained by skorch's NeuralNetRegressor on the bundled digits; skorch prints its epoch table
import sys, torch
from sklearn.datasets import load_digits
from skorch import NeuralNetRegressor
X = (load_digits().data / 16.0).astype("float32")
ae = torch.nn.Sequential(torch.nn.Linear(64, 8), torch.nn.ReLU(), torch.nn.Linear(8, 64))
NeuralNetRegressor(ae, max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 8, lr=float(sys.argv[1]) if len(sys.argv) > 1 else 0.1,
                   optimizer=torch.optim.SGD, batch_size=64).fit(X, X)
