import numpy as np
from scipy.optimize import differential_evolution


def ackley(x):
    return (-20 * np.exp(-0.2 * np.sqrt(0.5 * (x[0] ** 2 + x[1] ** 2)))
            - np.exp(0.5 * (np.cos(2 * np.pi * x[0]) + np.cos(2 * np.pi * x[1]))) + np.e + 20)


differential_evolution(ackley, [(-5, 5), (-5, 5)], maxiter=15, disp=True, seed=0, polish=False)
