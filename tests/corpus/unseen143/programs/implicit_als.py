# implicit's AlternatingLeastSquares fit with calculate_training_loss=True (its progress bar carries the loss) on a random sparse matrix.
import argparse, scipy.sparse as sp
from implicit.als import AlternatingLeastSquares
p = argparse.ArgumentParser(); p.add_argument("--factors", type=int, default=16); p.add_argument("--reg", type=float, default=0.01); p.add_argument("--iters", type=int, default=15); a = p.parse_args()
M = sp.random(500, 300, density=0.05, format="csr", random_state=0)
AlternatingLeastSquares(factors=a.factors, regularization=a.reg, iterations=a.iters, calculate_training_loss=True, random_state=0, num_threads=1).fit(M)
