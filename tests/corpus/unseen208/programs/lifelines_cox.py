import sys
from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
df = load_rossi()
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
df["age"] = df["age"] * scale
cph = CoxPHFitter()
cph.fit(df, duration_col="week", event_col="arrest", show_progress=True)
cph.print_summary()
