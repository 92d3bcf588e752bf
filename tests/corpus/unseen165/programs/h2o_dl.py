import sys, h2o
from h2o.estimators import H2ODeepLearningEstimator
h2o.init(nthreads=1, max_mem_size="1G")
from sklearn.datasets import load_diabetes
df = load_diabetes(as_frame=True).frame
hf = h2o.H2OFrame(df)
m = H2ODeepLearningEstimator(epochs=int(sys.argv[1]), rate=float(sys.argv[2]), adaptive_rate=False, seed=1, score_each_iteration=True, reproducible=True)
m.train(y="target", training_frame=hf)
print(m.scoring_history())
