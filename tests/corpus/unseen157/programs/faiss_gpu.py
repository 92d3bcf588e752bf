import numpy as np, faiss
x = np.random.default_rng(0).normal(size=(5000, 32)).astype("float32")
res = faiss.StandardGpuResources()
index = faiss.GpuIndexFlatL2(res, 32); index.add(x); print(index.search(x[:5], 4))
