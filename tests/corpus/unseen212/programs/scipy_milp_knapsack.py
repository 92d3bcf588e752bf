import numpy as np
from scipy.optimize import milp, LinearConstraint, Bounds

rng = np.random.default_rng(0)
v, w = rng.integers(5, 60, 120), rng.integers(3, 40, 120)
milp(-v, constraints=LinearConstraint(w[None, :], 0, 700), integrality=np.ones(120), bounds=Bounds(0, 1),
     options={"disp": True})
