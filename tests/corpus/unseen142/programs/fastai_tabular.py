"""fastai: tabular_learner on a synthetic DataFrame; fit_one_cycle prints its results table."""
import argparse
import numpy as np
import pandas as pd
from fastai.tabular.all import Categorify, Normalize, TabularDataLoaders, accuracy, tabular_learner

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--epochs", type=int, default=4)
args = p.parse_args()

rng = np.random.default_rng(0)
df = pd.DataFrame(rng.normal(size=(2000, 6)), columns=[f"x{i}" for i in range(6)])
df["c"] = rng.choice(["a", "b", "c"], 2000)
df["y"] = ((df.x0 + df.x1 * df.x2 + (df.c == "a")) > 0.5).map({True: "yes", False: "no"})
dls = TabularDataLoaders.from_df(df, y_names="y", cat_names=["c"], cont_names=[f"x{i}" for i in range(6)],
                                 procs=[Categorify, Normalize], bs=64, valid_pct=0.2, seed=0)
learn = tabular_learner(dls, layers=[64, 32], metrics=accuracy)
learn.fit_one_cycle(args.epochs, args.lr)
