# CEBRA's scikit-learn API fitted on synthetic "neural" data with a continuous behaviour label; CEBRA's loop prints its bar.
import sys
import numpy as np
import cebra

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 3e-4
rng = np.random.default_rng(0)
t = np.linspace(0, 40, 4000)
behaviour = np.stack([np.sin(t), np.cos(t)], 1).astype("float32")
neural = (behaviour @ rng.normal(size=(2, 30)) + 0.3 * rng.normal(size=(4000, 30))).astype("float32")
model = cebra.CEBRA(model_architecture="offset10-model", batch_size=256, learning_rate=lr, temperature=1.0,
                    output_dimension=3, max_iterations=300, distance=(sys.argv[2] if len(sys.argv) > 2 else "cosine"), conditional="time_delta",
                    device="cpu", verbose=True, time_offsets=10)
model.fit(neural, behaviour)
