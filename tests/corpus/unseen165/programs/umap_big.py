import sys, numpy as np, umap
X = np.random.default_rng(0).normal(size=(int(sys.argv[1]), int(sys.argv[2]))).astype(np.float32)
emb = umap.UMAP(n_neighbors=int(sys.argv[3]), verbose=True, low_memory=False, n_jobs=1).fit_transform(X)
print(emb.shape)
