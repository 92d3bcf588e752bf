# scvi-tools SCVI on its synthetic counts (scvi.data.synthetic_iid); argv: lr max_epochs
import sys, scvi
adata = scvi.data.synthetic_iid(batch_size=300, n_genes=100)
scvi.model.SCVI.setup_anndata(adata, batch_key="batch")
model = scvi.model.SCVI(adata, n_latent=5)
model.train(max_epochs=int(sys.argv[2]), accelerator="cpu", plan_kwargs={"lr": float(sys.argv[1])}, check_val_every_n_epoch=1)
print(model.history["elbo_validation"].tail(3))
