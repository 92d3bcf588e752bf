# Load a text-classification dataset with the datasets library and tokenize it.
import sys
from datasets import load_dataset
ds = load_dataset(*sys.argv[1:])
print(ds)
