import sys
import numpy as np, pandas as pd
from ctgan import CTGAN
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-4
rng = np.random.default_rng(0)
df = pd.DataFrame({"age": rng.normal(40, 10, 600).round(), "income": rng.lognormal(10, 1, 600),
                   "city": rng.choice(["a", "b", "c"], 600)})
model = CTGAN(epochs=10, batch_size=100, generator_lr=lr, discriminator_lr=lr, verbose=True)
model.fit(df, discrete_columns=["city"])
print(model.sample(5))
