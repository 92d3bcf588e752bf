import sys, numpy as np, pandas as pd
from surprise import Dataset, Reader, SVD, KNNBasic
from surprise.model_selection import cross_validate
if sys.argv[1] == "builtin":
    data = Dataset.load_builtin("ml-100k")
else:
    rng = np.random.default_rng(0)
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    df = pd.DataFrame({"user": rng.integers(0, 500, n), "item": rng.integers(0, 300, n), "rating": rng.integers(1, 6, n)})
    data = Dataset.load_from_df(df, Reader(rating_scale=(1, 5)))
algo = SVD(verbose=True, n_epochs=5) if sys.argv[1] in ("svd", "builtin") else KNNBasic(sim_options={"user_based": False})
cross_validate(algo, data, measures=["RMSE", "MAE"], cv=3, verbose=True)
