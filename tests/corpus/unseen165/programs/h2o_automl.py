import sys, h2o
from h2o.automl import H2OAutoML
h2o.init(nthreads=1, max_mem_size="1G")
from sklearn.datasets import load_breast_cancer
import pandas as pd
df = load_breast_cancer(as_frame=True).frame
hf = h2o.H2OFrame(df); hf["target"] = hf["target"].asfactor()
aml = H2OAutoML(max_models=int(sys.argv[1]), seed=1, max_runtime_secs=60)
aml.train(y="target", training_frame=hf)
print(aml.leaderboard)
