"""Driver: align two synthetic 2D range scans with GUOkekkk/2D_ICP's icp() (its own loop prints with info=True)."""
import sys
import numpy as np
from icp import icp

rng = np.random.default_rng(0)
t = np.linspace(0, 2 * np.pi, 360)
reference = np.c_[3 * np.cos(t) + 0.3 * np.cos(5 * t), 2 * np.sin(t)]
a = np.radians(4.0)
rot = np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])
scan = reference @ rot.T + [0.08, -0.05] + rng.normal(0, 0.005, reference.shape)
if "--nan" in sys.argv:
    scan[17] = np.nan
history, aligned = icp(reference, scan, info=True)
