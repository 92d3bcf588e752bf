from sktime.datasets import load_airline
from sktime.forecasting.tbats import TBATS
y = load_airline()
TBATS(sp=12, use_box_cox=False).fit(y)
