import sys, numpy as np, pandas as pd
df = pd.read_csv(sys.argv[1]) if sys.argv[1].endswith(".csv") else pd.DataFrame(np.random.rand(int(sys.argv[2]), 8))
if len(sys.argv) > 2: df.to_csv(sys.argv[1] + "/features.csv")
print(df.describe())
