import sys
import numpy as np
import deepxde as dde
geom = dde.geometry.Interval(-1, 1)
def pde(x, y):
    return dde.grad.hessian(y, x) + np.pi ** 2 * dde.backend.torch.sin(np.pi * x)
bc = dde.icbc.DirichletBC(geom, lambda x: 0, lambda _, on_boundary: on_boundary)
data = dde.data.PDE(geom, pde, bc, 16, 2, solution=lambda x: np.sin(np.pi * x), num_test=100)
model = dde.Model(data, dde.nn.FNN([1, 32, 32, 1], "tanh", "Glorot uniform"))
model.compile("adam", lr=float(sys.argv[1]), metrics=["l2 relative error"])
model.train(iterations=int(sys.argv[2]), display_every=int(sys.argv[3]))
