# read a CSV export with pandas and summarise it
import sys
import pandas as pd
df = pd.read_csv(sys.argv[1], engine=sys.argv[2] if len(sys.argv) > 2 else "c")
print(df.describe())
