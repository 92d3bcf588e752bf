# PyPOTS' SAITS imputation model: its own fit loop logs each epoch; synthetic sine series with values masked out
import sys, numpy as np
from pypots.imputation import SAITS
from pypots.optim import Adam

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
rng = np.random.default_rng(0)
t = np.arange(24)
X = np.sin(t[None, :, None] / 3.0 + rng.uniform(0, 6, (200, 1, 4))) + 0.1 * rng.normal(size=(200, 24, 4))
X_full = X.copy()
X[rng.random(X.shape) < 0.2] = np.nan
if len(sys.argv) > 3 and sys.argv[3] == "inf":
    X[3, 5, 1] = np.inf  # one bad reading in the training series
model = SAITS(n_steps=24, n_features=4, n_layers=1, d_model=16, n_heads=2, d_k=8, d_v=8, d_ffn=16,
              epochs=epochs, batch_size=32, optimizer=Adam(lr=lr), device="cpu")
model.fit({"X": X[:160]}, {"X": X[160:], "X_ori": X_full[160:]})
