import dask.array as da
from dask.distributed import Client, LocalCluster

if __name__ == "__main__":
    cluster = LocalCluster(n_workers=1, threads_per_worker=1, memory_limit="400MB", dashboard_address=None)
    client = Client(cluster)
    x = da.random.random((40000, 40000), chunks=(20000, 20000))
    print((x @ x.T).mean().compute())
