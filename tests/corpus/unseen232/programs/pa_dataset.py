# read a folder of parquet shards with pyarrow.dataset and count rows per label
import sys
import pyarrow.dataset as ds
table = ds.dataset(sys.argv[1], format="parquet").to_table()
print(table.group_by("label").aggregate([("label", "count")]))
