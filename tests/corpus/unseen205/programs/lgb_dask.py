import sys
import lightgbm as lgb
import dask.array as da
from dask.distributed import Client, LocalCluster
from sklearn.datasets import make_regression

if __name__ == "__main__":
    lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
    client = Client(LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None))
    X, y = make_regression(n_samples=4000, n_features=10, noise=5.0, random_state=0)
    dX, dy = da.from_array(X, chunks=(1000, 10)), da.from_array(y, chunks=1000)
    model = lgb.DaskLGBMRegressor(n_estimators=20, learning_rate=lr, num_leaves=15, verbose=1)
    model.fit(dX, dy, eval_set=[(dX, dy)], eval_names=["train"])
    print(model.evals_result_["train"]["l2"][-1])
