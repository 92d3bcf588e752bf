# PyPOTS: SAITS imputation on a synthetic multivariate series with 10% values missing; PyPOTS logs each epoch
import sys, numpy as np
from pypots.imputation import SAITS
rng = np.random.default_rng(0)
t = np.arange(48)[None, :, None]; X = np.sin(t / 5 + rng.random((300, 1, 6)) * 6) + 0.1 * rng.normal(size=(300, 48, 6))
X[rng.random(X.shape) < 0.1] = np.nan
Xv = X[250:].copy(); Xv_ori = X[250:].copy(); Xv[rng.random(Xv.shape) < 0.1] = np.nan
m = SAITS(n_steps=48, n_features=6, n_layers=1, d_model=32, n_heads=2, d_k=16, d_v=16, d_ffn=32,
          epochs=int(sys.argv[1]), batch_size=32, optimizer=__import__("pypots.optim", fromlist=["Adam"]).Adam(lr=float(sys.argv[2])), device="cpu")
m.fit({"X": X[:250]}, {"X": Xv, "X_ori": Xv_ori})
