# Load a text-classification dataset with the datasets library (positional args, and key=value keyword args) and tokenize it.
import sys
from datasets import load_dataset
ds = load_dataset(*[x for x in sys.argv[1:] if "=" not in x], **dict(x.split("=", 1) for x in sys.argv[1:] if "=" in x))
print(ds)
