from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
df["age2"] = df["age"] * 2
CoxPHFitter().fit(df, duration_col="week", event_col="arrest", show_progress=True)
