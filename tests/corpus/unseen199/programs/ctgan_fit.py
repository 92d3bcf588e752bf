import sys
from ctgan import CTGAN
from sklearn.datasets import load_iris
df = load_iris(as_frame=True).frame
df["target"] = df["target"].astype(str)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-4
CTGAN(epochs=30, batch_size=50, pac=5, generator_lr=lr, discriminator_lr=lr, verbose=True).fit(df, discrete_columns=["target"])
