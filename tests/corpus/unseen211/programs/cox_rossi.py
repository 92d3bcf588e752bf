import sys
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
if len(sys.argv) > 1 and sys.argv[1] == "collinear":
    df["age2"] = df["age"] * 2
CoxPHFitter(penalizer=float(sys.argv[2]) if len(sys.argv) > 2 else 0.0).fit(df, duration_col="week", event_col="arrest", show_progress=True)
