# pmdarima's auto_arima stepwise search with trace=True, on pmdarima's bundled lynx data.
import argparse, pmdarima as pm
p = argparse.ArgumentParser(); p.add_argument("--seasonal", action="store_true"); p.add_argument("--m", type=int, default=1); p.add_argument("--dataset", default="lynx"); a = p.parse_args()
y = getattr(pm.datasets, f"load_{a.dataset}")()
pm.auto_arima(y, seasonal=a.seasonal, m=a.m, trace=True, suppress_warnings=True)
