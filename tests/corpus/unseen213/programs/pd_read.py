import sys, pandas as pd
print(pd.read_parquet(sys.argv[1]).describe())
