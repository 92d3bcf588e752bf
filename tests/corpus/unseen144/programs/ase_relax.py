import sys
from ase.cluster import Octahedron
from ase.calculators.emt import EMT
from ase.optimize import BFGS, FIRE
atoms = Octahedron(sys.argv[1], 4)
atoms.rattle(0.1, seed=0)
atoms.calc = EMT()
opt = {"BFGS": BFGS, "FIRE": FIRE}[sys.argv[2]](atoms, trajectory=sys.argv[3] if len(sys.argv) > 3 else None)
opt.run(fmax=0.05, steps=40)
