# Driver: pmdarima's auto_arima (trace=True) searches ARIMA orders on pmdarima's bundled wineind series;
# pmdarima's own stepwise search prints each candidate.
import argparse
import pmdarima as pm

p = argparse.ArgumentParser()
p.add_argument("--m", type=int, default=12)
p.add_argument("--seasonal", action="store_true")
p.add_argument("--max-order", type=int, default=5)
p.add_argument("--information-criterion", default="aic")
a = p.parse_args()
y = pm.datasets.load_wineind()
pm.auto_arima(y, seasonal=a.seasonal, m=a.m, trace=True, error_action="ignore", suppress_warnings=True,
              max_order=a.max_order, information_criterion=a.information_criterion)
