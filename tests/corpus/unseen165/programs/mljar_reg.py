import sys, numpy as np
from sklearn.datasets import load_diabetes
from supervised.automl import AutoML
X, y = load_diabetes(return_X_y=True, as_frame=True)
if len(sys.argv) > 2: y = y * float(sys.argv[2])
automl = AutoML(mode="Perform", total_time_limit=int(sys.argv[1]), algorithms=["Baseline", "Neural Network", "Linear"], n_jobs=1, random_state=0, results_path="/tmp/unseen165-scratch/mljar_reg", explain_level=0)
automl.fit(X, y)
