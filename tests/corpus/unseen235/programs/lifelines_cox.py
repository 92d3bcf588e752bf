import sys
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
if sys.argv[1] == "collinear":
    df["age2"] = df["age"] * 2.0
if sys.argv[1] == "bigstep":
    CoxPHFitter().fit(df, "week", "arrest", show_progress=True, fit_options={"step_size": 5.0})
else:
    CoxPHFitter().fit(df, "week", "arrest", show_progress=True)
