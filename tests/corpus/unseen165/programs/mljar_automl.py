import sys
import pandas as pd
from sklearn.datasets import load_breast_cancer
from supervised.automl import AutoML
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
automl = AutoML(mode=sys.argv[1] if len(sys.argv) > 1 else "Explain", total_time_limit=int(sys.argv[2]) if len(sys.argv) > 2 else 60,
                algorithms=sys.argv[3].split(",") if len(sys.argv) > 3 else "auto", results_path=sys.argv[4] if len(sys.argv) > 4 else None, n_jobs=1, random_state=0)
automl.fit(X, y)
