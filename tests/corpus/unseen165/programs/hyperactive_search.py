import sys, numpy as np
from sklearn.datasets import load_iris
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsClassifier
import hyperactive
print(hyperactive.__version__)
print([n for n in dir(hyperactive) if not n.startswith("_")])
