# load a hub dataset by name with the datasets library (for a tiny LM run)
import sys
from datasets import load_dataset
ds = load_dataset(sys.argv[1] if len(sys.argv) > 1 else "wikitext", sys.argv[2] if len(sys.argv) > 2 else "wikitext-2-raw-v1", split="train")
print(ds)
