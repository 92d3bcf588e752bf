from lifelines import WeibullAFTFitter
from lifelines.datasets import load_rossi
WeibullAFTFitter().fit(load_rossi(), duration_col="week", event_col="arrest", show_progress=True).print_summary()
