# Driver: trains AlexanderMath/npnet's NumpyNet (numpynet.py, the repo's own fit loop prints) on synthetic
# 28x28 "images" in place of MNIST (no download here). Usage: npnet_fit.py STEP_SIZE EPOCHS
import sys
import numpy as np
from numpynet import NumpyNet

rng = np.random.default_rng(0)
X = rng.random((1100, 28 * 28))
d = 28 ** 2
nn = NumpyNet(step_size=float(sys.argv[1]), batch_size=100, arch=[d, d // 2, d // 2, d], plot=None, epochs=int(sys.argv[2]))
nn.fit(X[:1000], X[:1000], Xval=X[1000:1100], yval=X[1000:1100])
