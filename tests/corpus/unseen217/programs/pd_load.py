import sys
import pandas as pd

src = sys.argv[1]
if src.endswith(".parquet"):
    df = pd.read_parquet(src, engine=sys.argv[2] if len(sys.argv) > 2 else "auto")
else:
    df = pd.read_csv(src)
df.info()
