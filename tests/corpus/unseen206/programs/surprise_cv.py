import sys
import numpy as np
import pandas as pd
from surprise import Dataset, Reader, SVD, SVDpp, NMF, KNNBasic, SlopeOne
from surprise.model_selection import cross_validate
# synthetic ratings (ml-100k's shape, smaller) in place of the built-in dataset
rng = np.random.default_rng(0)
df = pd.DataFrame({"user": rng.integers(0, 300, 8000), "item": rng.integers(0, 400, 8000),
                   "rating": rng.integers(1, 6, 8000)})
data = Dataset.load_from_df(df, Reader(rating_scale=(1, 5)))
algo = {"svd": SVD, "svdpp": SVDpp, "nmf": NMF, "knn": KNNBasic, "slopeone": SlopeOne}[sys.argv[1]]
kwargs = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[2:])}
cross_validate(algo(**kwargs), data, measures=["RMSE", "MAE"], cv=3, verbose=True)
