import sys
import pandas as pd
import category_encoders as ce
from sklearn.datasets import fetch_openml
df = pd.DataFrame({"city": ["a", "b", "a", "c", "b", "a"] * 20, "size": range(120)})
y = (df["size"] % 3 == 0).astype(int)
enc = ce.TargetEncoder(cols=[sys.argv[1]], verbose=1)
print(enc.fit_transform(df, y).head())
