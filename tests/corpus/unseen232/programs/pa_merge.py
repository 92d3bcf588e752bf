# pyarrow.dataset over parquet shards written by two jobs, unified schema
import sys
import pyarrow.dataset as ds
parts = [ds.dataset(p, format="parquet") for p in sys.argv[1:]]
d = ds.dataset(parts)
print(d.to_table().num_rows)
