# hmmlearn Gaussian HMM fitted with its verbose convergence monitor on a series read from CSV
import sys, pandas as pd
from hmmlearn import hmm
X = pd.read_csv(sys.argv[1])[["f0", "f1"]].to_numpy()
hmm.GaussianHMM(n_components=int(sys.argv[2]), n_iter=int(sys.argv[3]), verbose=True, random_state=0).fit(X)
