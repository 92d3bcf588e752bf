import sys, numpy as np, pandas as pd
df = pd.DataFrame(np.random.rand(int(sys.argv[2]), 20), columns=[f"c{i}" for i in range(20)])
df.to_parquet(sys.argv[1], compression=None)
