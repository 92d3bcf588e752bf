from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi
CoxPHFitter().fit(load_rossi(), duration_col="weeks", event_col="arrest", show_progress=True)
