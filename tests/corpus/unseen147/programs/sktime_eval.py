from sktime.datasets import load_airline
from sktime.forecasting.naive import NaiveForecaster
from sktime.forecasting.model_evaluation import evaluate
from sktime.split import ExpandingWindowSplitter
y = load_airline()
cv = ExpandingWindowSplitter(initial_window=96, step_length=12, fh=list(range(1, 13)))
res = evaluate(NaiveForecaster(strategy="last", sp=12), cv, y)
print(res.to_string())
