# fastai's tabular_learner.fit_one_cycle (fastprogress prints the epoch table) on scikit-learn's bundled wine data
import sys, pandas as pd
from sklearn.datasets import load_wine
from fastai.tabular.all import TabularDataLoaders, tabular_learner, accuracy, Normalize, RandomSplitter

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 6
target = sys.argv[3] if len(sys.argv) > 3 else "target"
wine = load_wine(as_frame=True)
df = wine.frame
df["target"] = df["target"].astype(str)
dls = TabularDataLoaders.from_df(df, y_names=target, cont_names=list(wine.feature_names), procs=[Normalize],
                                 splits=RandomSplitter(seed=0)(range_of := list(range(len(df)))), bs=32, y_block=None)
learn = tabular_learner(dls, layers=[32, 16], metrics=accuracy)
learn.fit_one_cycle(epochs, lr)
