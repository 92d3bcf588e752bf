"""Fit lifelines' WeibullAFTFitter to its bundled Rossi data; fit(show_progress=True) prints the optimiser's progress."""
from lifelines import WeibullAFTFitter
from lifelines.datasets import load_rossi

WeibullAFTFitter().fit(load_rossi(), duration_col="week", event_col="arrest", show_progress=True)
