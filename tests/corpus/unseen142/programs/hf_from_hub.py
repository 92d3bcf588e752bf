"""transformers: load a model and its tokenizer by hub name, as the quick tour does."""
import sys
from transformers import AutoModelForSequenceClassification, AutoTokenizer

name = sys.argv[1] if len(sys.argv) > 1 else "distilbert-base-uncased"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForSequenceClassification.from_pretrained(name, num_labels=2)
print(model(**tok("hello world", return_tensors="pt")).logits)
