import sys
import numpy as np
from pypots.imputation import SAITS
from pypots.optim import Adam
rng = np.random.default_rng(0)
X = np.sin(np.arange(48)[None, :, None] / 5 + rng.normal(size=(200, 1, 4))) + rng.normal(scale=0.1, size=(200, 48, 4))
X_miss = X.copy()
X_miss[rng.random(X.shape) < 0.2] = np.nan
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
model = SAITS(n_steps=48, n_features=4, n_layers=1, d_model=32, n_heads=2, d_k=16, d_v=16, d_ffn=32,
              epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 5, batch_size=32, optimizer=Adam(lr=lr), device="cpu")
model.fit({"X": X_miss[:160]}, {"X": X_miss[160:], "X_ori": X[160:]})
