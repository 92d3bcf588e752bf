# lifelines Cox model fitted from a CSV with its Newton-Raphson progress
import sys, pandas as pd
from lifelines import CoxPHFitter
df = pd.read_csv(sys.argv[1])
CoxPHFitter(penalizer=float(sys.argv[2])).fit(df, duration_col="T", event_col="E", show_progress=True)
