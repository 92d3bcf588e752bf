# DeepXDE's own PINN training loop on y' = -y, y(0)=1 (pytorch backend); lr from argv
import sys
import numpy as np
import deepxde as dde

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
act = sys.argv[2] if len(sys.argv) > 2 else "tanh"
geom = dde.geometry.TimeDomain(0, 2)
def ode(t, y):
    return dde.grad.jacobian(y, t) + y
ic = dde.icbc.IC(geom, lambda t: np.ones_like(t), lambda _, on_initial: on_initial)
data = dde.data.PDE(geom, ode, [ic], 32, 2, solution=lambda t: np.exp(-t), num_test=50)
net = dde.nn.FNN([1, 32, 32, 1], act, "Glorot uniform")
model = dde.Model(data, net)
model.compile("adam", lr=lr, metrics=["l2 relative error"])
model.train(iterations=3000, display_every=250)
