# DeepXDE: approximate a 1-d function with a feed-forward net (DeepXDE's own training loop and loss table)
import sys, numpy as np, deepxde as dde
def func(x): return x * np.sin(5 * x)
data = dde.data.Function(dde.geometry.Interval(-1, 1), func, 64, 100)
net = dde.nn.FNN([1] + [32] * 2 + [1], "tanh", "Glorot uniform")
model = dde.Model(data, net)
model.compile("adam", lr=float(sys.argv[1]), metrics=["l2 relative error"])
model.train(iterations=int(sys.argv[2]), display_every=int(sys.argv[3]))
