# YDF (Yggdrasil Decision Forests, successor of TF-DF): gradient boosted trees on a synthetic table
import sys, numpy as np, pandas as pd, ydf
rng = np.random.default_rng(0); X = rng.normal(size=(3000, 8))
df = pd.DataFrame(X, columns=[f"f{i}" for i in range(8)]); df["y"] = (X[:, 0] + X[:, 1] * X[:, 2] > 0).astype(int)
ydf.verbose(int(sys.argv[1]))
model = ydf.GradientBoostedTreesLearner(label="y", num_trees=int(sys.argv[2]), shrinkage=float(sys.argv[3])).train(df)
print(model.evaluate(df.sample(500, random_state=1)))
