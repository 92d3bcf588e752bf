# xtb-python single point (GFN2-xTB) on a molecule given as elements and Angstrom coordinates, full verbosity
import sys
import numpy as np
from xtb.interface import Calculator, Param
from xtb.libxtb import VERBOSITY_FULL
ANG = 1.8897261246
mol = sys.argv[1] if len(sys.argv) > 1 else "water"
if mol == "benzene-gfn1":
    import ase.build
    a = ase.build.molecule("C6H6"); numbers = a.numbers; pos = a.positions
elif mol == "water":
    numbers = np.array([8, 1, 1]); pos = np.array([[0.0, 0.0, 0.117], [0.0, 0.757, -0.467], [0.0, -0.757, -0.467]])
else:  # two atoms almost on top of each other
    numbers = np.array([6, 6, 1, 1]); pos = np.array([[0.0, 0.0, 0.0], [0.0, 0.0, 0.01], [0.0, 1.0, 0.0], [0.0, -1.0, 0.0]])
calc = Calculator(Param.GFN1xTB if mol.endswith("gfn1") else Param.GFN2xTB, numbers, pos * ANG)
calc.set_verbosity(VERBOSITY_FULL)
res = calc.singlepoint()
print("energy", res.get_energy())
