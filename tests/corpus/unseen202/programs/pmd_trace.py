import sys
import pmdarima as pm
from pmdarima.datasets import load_wineind
y = load_wineind()
pm.auto_arima(y[:120], seasonal=False, stepwise=True, trace=True, max_p=int(sys.argv[1]) if len(sys.argv) > 1 else 3)
