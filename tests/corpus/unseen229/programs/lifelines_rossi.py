"""Fit lifelines' CoxPHFitter to its bundled Rossi recidivism data; fit(show_progress=True) prints the Newton iterations."""
import sys

from lifelines import CoxPHFitter
from lifelines.datasets import load_rossi

df = load_rossi()
if "--dup-column" in sys.argv:
    df["age_copy"] = df["age"]  # a feature joined twice from two tables
CoxPHFitter(penalizer=0.0).fit(df, duration_col="week", event_col="arrest", show_progress=True)
