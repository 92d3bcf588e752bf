# sentence-transformers: load a named model (the hub), as its quickstart does.
import sys
from sentence_transformers import SentenceTransformer
m = SentenceTransformer(sys.argv[1] if len(sys.argv) > 1 else "all-MiniLM-L6-v2")
print(m.encode(["hello world"]).shape)
