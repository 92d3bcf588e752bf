# lifelines' CoxPHFitter with show_progress=True (its Newton loop prints each iteration) on lifelines' bundled Rossi data.
import argparse
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
p = argparse.ArgumentParser(); p.add_argument("--penalizer", type=float, default=0.0); p.add_argument("--duplicate-col", action="store_true"); a = p.parse_args()
df = load_rossi()
if a.duplicate_col: df["age2"] = df["age"] * 2
CoxPHFitter(penalizer=a.penalizer).fit(df, duration_col="week", event_col="arrest", show_progress=True)
