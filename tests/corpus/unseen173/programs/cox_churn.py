# Driver: lifelines' CoxPHFitter (show_progress) models synthetic customer churn times;
# lifelines' own Newton-Raphson loop prints each iteration.
import argparse
import numpy as np, pandas as pd
from lifelines import CoxPHFitter

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, default=2000)
p.add_argument("--penalizer", type=float, default=0.0)
p.add_argument("--leak", action="store_true")   # add a covariate that encodes the event itself
a = p.parse_args()
rng = np.random.default_rng(12)
df = pd.DataFrame({"tenure_fee": rng.normal(50, 10, a.n), "support_calls": rng.poisson(2, a.n), "discount": rng.integers(0, 2, a.n)})
hz = np.exp(0.02 * (df.tenure_fee - 50) + 0.3 * df.support_calls - 0.5 * df.discount)
df["T"] = rng.exponential(12 / hz); df["E"] = (df["T"] < 24).astype(int); df["T"] = df["T"].clip(upper=24)
if a.leak:
    df["closed_flag"] = df["E"]
CoxPHFitter(penalizer=a.penalizer).fit(df, "T", "E", show_progress=True)
