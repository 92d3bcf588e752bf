# Load a CSV with the datasets library and convert it with the Dataset method named on the command line (to_polars, to_pandas, ...).
import sys
from datasets import load_dataset
ds = load_dataset("csv", data_files=sys.argv[1], split="train")
print(getattr(ds, sys.argv[2])())
