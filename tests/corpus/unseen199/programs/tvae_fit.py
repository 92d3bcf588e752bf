import sys
from ctgan import TVAE
from sklearn.datasets import load_wine
df = load_wine(as_frame=True).frame
df["target"] = df["target"].astype(str)
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
df["proline"] = df["proline"] * scale   # proline recorded in other units
TVAE(epochs=20, batch_size=50, verbose=True).fit(df, discrete_columns=["target"])
