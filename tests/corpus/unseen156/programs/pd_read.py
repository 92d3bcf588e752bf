import sys, pandas as pd
fmt, path = sys.argv[1], sys.argv[2]
df = getattr(pd, "read_" + fmt)(path)
print(df.describe())
