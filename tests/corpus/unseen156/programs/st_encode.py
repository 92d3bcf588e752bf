import sys
from sentence_transformers import SentenceTransformer
model = SentenceTransformer(sys.argv[1])
print(model.encode(["a sentence", "another one"]).shape)
