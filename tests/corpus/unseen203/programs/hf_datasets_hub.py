# Hugging Face datasets: load a dataset from the hub by name, as its quickstart does.
import sys
from datasets import load_dataset
print(load_dataset(sys.argv[1], split="train"))
