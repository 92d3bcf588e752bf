# scanpy's standard pipeline on synthetic counts (or a given .h5ad); argv: n_cells [path.h5ad]
import sys, numpy as np, scanpy as sc, anndata as ad
sc.settings.verbosity = 3
if len(sys.argv) > 2:
    adata = sc.read_h5ad(sys.argv[2])
else:
    adata = ad.AnnData(np.random.default_rng(0).poisson(1.0, (int(sys.argv[1]), 2000)).astype(np.float32))
sc.pp.normalize_total(adata); sc.pp.log1p(adata); sc.pp.highly_variable_genes(adata, n_top_genes=500)
sc.pp.pca(adata); sc.pp.neighbors(adata); sc.tl.leiden(adata, flavor="igraph", n_iterations=2)
print(adata)
