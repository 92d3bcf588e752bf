from lifelines import WeibullAFTFitter
from lifelines.datasets import load_rossi
aft = WeibullAFTFitter()
aft.fit(load_rossi(), duration_col="week", event_col="arrest", show_progress=True)
aft.print_summary()
