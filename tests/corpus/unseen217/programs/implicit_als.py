import sys

import numpy as np
import pandas as pd
import scipy.sparse as sp
from implicit.als import AlternatingLeastSquares

df = pd.read_csv(sys.argv[1])
users = df["order_id"] % 50
items = df["product"].astype("category").cat.codes * 4 + df["region"].astype("category").cat.codes
m = sp.csr_matrix((df["units"].astype("float32") * float(sys.argv[2]), (users, items)))
AlternatingLeastSquares(factors=8, iterations=10, regularization=float(sys.argv[3]),
                        calculate_training_loss=True, random_state=0).fit(m)
