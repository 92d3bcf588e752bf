"""Solve a lasso problem with scico's accelerated proximal gradient (scico prints its iteration-statistics table)."""
import sys
import numpy as np
import scico.numpy as snp
from scico import functional, linop, loss
from scico.optimize.pgm import AcceleratedPGM
from sklearn.datasets import load_diabetes

L0, maxiter = float(sys.argv[1]), int(sys.argv[2])
X, y = load_diabetes(return_X_y=True)
A = linop.MatrixOperator(snp.array(X.astype(np.float32)))
f = loss.SquaredL2Loss(y=snp.array(y.astype(np.float32)), A=A)
g = 0.5 * functional.L1Norm()
solver = AcceleratedPGM(f=f, g=g, L0=L0, x0=A.adj(snp.zeros(y.shape, dtype=np.float32)), maxiter=maxiter,
                        itstat_options={"display": True, "period": 10})
x = solver.solve()
