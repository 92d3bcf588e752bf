import sys

import dask.dataframe as dd
from dask.diagnostics import ProgressBar

df = dd.read_csv(sys.argv[1], blocksize="4MB")
with ProgressBar():
    print(df.groupby(sys.argv[2])["units"].sum().compute())
