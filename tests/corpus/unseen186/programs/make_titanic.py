"""Write a synthetic stand-in for Kaggle's Titanic train.csv (no download here): its 12 columns,
891 rows, Age missing for about a fifth of the passengers as in the original."""
import sys
import numpy as np
import pandas as pd

rng = np.random.default_rng(1912)
n = 891
sex = rng.choice(["male", "female"], n, p=[0.65, 0.35])
pclass = rng.choice([1, 2, 3], n, p=[0.24, 0.21, 0.55])
age = np.round(rng.normal(29.7, 14.5, n).clip(0.4, 80), 1)
age[rng.random(n) < 0.2] = np.nan
survived = (rng.random(n) < np.where(sex == "female", 0.74, 0.19)).astype(int)
pd.DataFrame({
    "PassengerId": np.arange(1, n + 1), "Survived": survived, "Pclass": pclass,
    "Name": [f"Passenger {i}" for i in range(n)], "Sex": sex, "Age": age,
    "SibSp": rng.poisson(0.5, n), "Parch": rng.poisson(0.4, n), "Ticket": rng.integers(1000, 99999, n),
    "Fare": np.round(rng.gamma(1.5, 22, n), 4), "Cabin": "", "Embarked": rng.choice(["S", "C", "Q"], n),
}).to_csv(sys.argv[1], index=False)
