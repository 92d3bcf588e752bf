import sys
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
if len(sys.argv) > 1 and sys.argv[1] == "dup":
    df["age_copy"] = df["age"] * 2.0   # the same covariate twice, in other units
CoxPHFitter(penalizer=0.0).fit(df, duration_col="week", event_col="arrest", show_progress=True)
