# TSDB (the PyPOTS ecosystem's dataset loader): load a public time-series dataset by name
import sys, tsdb
data = tsdb.load(sys.argv[1])
print(data.keys())
