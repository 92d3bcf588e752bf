"""datasets: load a dataset from the Hub by name, as the quickstart does."""
import sys
from datasets import load_dataset

ds = load_dataset(sys.argv[1] if len(sys.argv) > 1 else "imdb", split="train")
print(ds)
