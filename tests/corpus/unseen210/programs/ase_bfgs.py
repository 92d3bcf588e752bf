import sys
from ase.cluster import Icosahedron
from ase.calculators.emt import EMT
from ase.optimize import BFGS, FIRE, LBFGS
opt = {"BFGS": BFGS, "FIRE": FIRE, "LBFGS": LBFGS}[sys.argv[1]]
atoms = Icosahedron("Cu", 3)
atoms.rattle(0.1, seed=1)
atoms.calc = EMT()
opt(atoms, maxstep=float(sys.argv[2]) if len(sys.argv) > 2 else 0.2).run(fmax=0.05, steps=60)
