# read a large CSV export with pyarrow's multithreaded reader and convert it to pandas
import sys
import pyarrow.csv as pv
t = pv.read_csv(sys.argv[1])
print(t.num_rows, t.schema)
print(t.to_pandas().describe())
