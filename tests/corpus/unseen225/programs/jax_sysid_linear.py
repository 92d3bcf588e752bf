# jax-sysid's LinearModel.fit (Adam then L-BFGS; the library prints its own progress) on a synthetic
# linear system, as in jax-sysid's README example.
import argparse
import numpy as np
from jax_sysid.models import LinearModel

p = argparse.ArgumentParser()
p.add_argument("--adam-epochs", type=int, default=1000)
p.add_argument("--lbfgs-epochs", type=int, default=1000)
p.add_argument("--adam-eta", type=float, default=1e-3); p.add_argument("--nan-sample", type=int, default=-1)
a = p.parse_args()

rng = np.random.default_rng(3)
nx, ny, nu, N = 3, 1, 1, 1000
A = np.array([[.5, .3, 0], [0, .6, .2], [0, 0, .7]]); B = rng.normal(size=(nx, nu)); C = rng.normal(size=(ny, nx))
U = rng.random((N, nu)); X = np.zeros((N, nx)); Y = np.zeros((N, ny))
for k in range(N - 1):
    X[k + 1] = A @ X[k] + B @ U[k]
for k in range(N):
    Y[k] = C @ X[k]
Y += 0.01 * rng.normal(size=Y.shape)
if a.nan_sample >= 0:
    Y[a.nan_sample] = np.nan  # a corrupted sample in the recorded data
model = LinearModel(nx, ny, nu)
model.loss(rho_x0=1.e-3, rho_th=1.e-2)
model.optimization(adam_eta=a.adam_eta, adam_epochs=a.adam_epochs, lbfgs_epochs=a.lbfgs_epochs)
model.fit(Y, U)
