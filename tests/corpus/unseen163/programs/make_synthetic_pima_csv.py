# Writes ./data/data/pima-indians-diabetes3.csv (768 rows: 8 numeric features and a 0/1 outcome, with a
# header row, the shape of the Pima Indians diabetes file) in place of the course's data file, not shipped here.
import os
import numpy as np
rng = np.random.RandomState(0)
n = 768
X = np.column_stack([rng.randint(0, 15, n), rng.randint(50, 200, n), rng.randint(40, 110, n), rng.randint(0, 60, n),
                     rng.randint(0, 400, n), rng.uniform(18, 50, n).round(1), rng.uniform(0.1, 2.0, n).round(3), rng.randint(21, 80, n)])
y = ((X[:, 1] > 125) ^ (rng.rand(n) < 0.15)).astype(int)
os.makedirs("data/data", exist_ok=True)
with open("data/data/pima-indians-diabetes3.csv", "w") as f:
    f.write("pregnant,plasma,pressure,thickness,insulin,bmi,pedigree,age,diabetes\n")
    for row, label in zip(X, y):
        f.write(",".join(str(v) for v in row) + f",{label}\n")
