import sys
import polars as pl

df = pl.read_csv(sys.argv[1])
out = df.group_by(sys.argv[2]).agg(pl.col("units").sum(), pl.len())
if len(sys.argv) > 3:
    out.write_csv(sys.argv[3])
