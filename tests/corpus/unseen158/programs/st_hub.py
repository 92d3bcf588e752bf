# sentence-transformers loading a model by its hub id (no network here)
from sentence_transformers import SentenceTransformer
model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")
print(model.encode(["hello world"]).shape)
