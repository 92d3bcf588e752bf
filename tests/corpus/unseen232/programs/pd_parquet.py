# read a parquet shard with pandas, the engine given on the command line
import sys
import pandas as pd
df = pd.read_parquet(sys.argv[1], engine=sys.argv[2])
print(df.shape)
