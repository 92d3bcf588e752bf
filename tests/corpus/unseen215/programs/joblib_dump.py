import sys, numpy as np, joblib
joblib.dump({"weights": np.random.rand(int(sys.argv[2]))}, sys.argv[1], compress=int(sys.argv[3]))
