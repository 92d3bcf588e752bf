# Ax Service API (AxClient) minimizing Branin, as in Ax's service tutorial; argv: trials [nan: report NaN]
import sys, numpy as np
from ax.service.ax_client import AxClient, ObjectiveProperties
ax = AxClient(random_seed=0)
ax.create_experiment(name="branin", parameters=[{"name": "x1", "type": "range", "bounds": [-5.0, 10.0]}, {"name": "x2", "type": "range", "bounds": [0.0, 15.0]}],
                     objectives={"branin": ObjectiveProperties(minimize=True)})
for _ in range(int(sys.argv[1])):
    p, i = ax.get_next_trial()
    x1, x2 = p["x1"], p["x2"]
    ax.complete_trial(i, raw_data={"branin": float("nan") if len(sys.argv) > 2 else (x2 - 5.1 / (4 * np.pi ** 2) * x1 ** 2 + 5 / np.pi * x1 - 6) ** 2 + 10 * (1 - 1 / (8 * np.pi)) * np.cos(x1) + 10})
print(ax.get_best_parameters())
