import sys
import numpy as np, pandas as pd
from sklearn.model_selection import cross_validate
from skrub import tabular_pipeline
rng = np.random.default_rng(0)
n = 600
df = pd.DataFrame({"city": rng.choice(["Paris", "Lyon", "Nice", "Lille"], n),
                   "date": pd.date_range("2020-01-01", periods=n, freq="D").astype(str),
                   "job": rng.choice(["engineer senior", "engineer junior", "nurse", "teacher"], n),
                   "age": rng.integers(20, 65, n)})
y = 30000 + 800 * df.age + (df.city == "Paris") * 5000 + rng.normal(0, 3000, n)
if len(sys.argv) > 1:
    y = y * float(sys.argv[1])
res = cross_validate(tabular_pipeline("regressor"), df, y, cv=4, verbose=2, scoring="r2")
