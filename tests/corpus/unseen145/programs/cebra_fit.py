# CEBRA's scikit-learn-style estimator on synthetic "neural" data; CEBRA's fit loop prints its progress
import sys, numpy as np
from cebra import CEBRA
rng = np.random.default_rng(0)
t = np.linspace(0, 20, 3000); X = np.stack([np.sin(t * k) for k in range(1, 21)], 1) + 0.1 * rng.normal(size=(3000, 20))
CEBRA(model_architecture="offset10-model", batch_size=256, learning_rate=float(sys.argv[2]), temperature=1,
      output_dimension=3, max_iterations=int(sys.argv[1]), distance="cosine", device="cpu", verbose=True).fit(X.astype(np.float32))
