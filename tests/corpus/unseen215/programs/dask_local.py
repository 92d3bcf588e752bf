import sys, numpy as np
from dask.distributed import Client, LocalCluster
def grab(n): return float(np.ones(n).sum())
if __name__ == "__main__":
    if sys.argv[1] == "connect":
        client = Client(sys.argv[2], timeout=sys.argv[3])
    else:
        client = Client(LocalCluster(n_workers=2, threads_per_worker=1, memory_limit=sys.argv[2], dashboard_address=None))
    print(client.gather(client.map(grab, [int(sys.argv[-1])] * 4)))
