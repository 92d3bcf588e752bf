import sys
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
if sys.argv[1] == "collinear":
    df["age2"] = df["age"] * 2.0
step = float(sys.argv[3]) if len(sys.argv) > 3 else 0.95
CoxPHFitter(penalizer=float(sys.argv[2])).fit(df, duration_col="week", event_col="arrest", show_progress=True, fit_options={"step_size": step})
