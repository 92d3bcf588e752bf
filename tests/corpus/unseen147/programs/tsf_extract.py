import numpy as np, pandas as pd
from tsfresh import extract_features
from tsfresh.feature_extraction import EfficientFCParameters
rng = np.random.default_rng(0)
df = pd.DataFrame({"id": np.repeat(np.arange(20), 100), "time": np.tile(np.arange(100), 20),
                   "x": rng.normal(size=2000)})
f = extract_features(df, column_id="id", column_sort="time", default_fc_parameters=EfficientFCParameters(), n_jobs=1)
print(f.shape)
