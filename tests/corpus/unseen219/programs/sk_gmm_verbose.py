# scikit-learn's GaussianMixture (a generative model) on the bundled iris; verbose=2 prints EM's progress
import sys
from sklearn.datasets import load_iris
from sklearn.mixture import GaussianMixture
GaussianMixture(n_components=int(sys.argv[1]) if len(sys.argv) > 1 else 3, n_init=2, verbose=2, verbose_interval=5,
                reg_covar=float(sys.argv[2]) if len(sys.argv) > 2 else 1e-6, random_state=0).fit(load_iris().data)
