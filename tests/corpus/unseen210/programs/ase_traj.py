import sys
from ase.lattice.cubic import FaceCenteredCubic
from ase.calculators.emt import EMT
from ase.md.langevin import Langevin
from ase.io.trajectory import Trajectory
from ase import units
atoms = FaceCenteredCubic(symbol="Cu", size=(4, 4, 4), pbc=True)
atoms.calc = EMT()
dyn = Langevin(atoms, 5 * units.fs, temperature_K=300, friction=0.02, logfile="-")
dyn.attach(Trajectory(sys.argv[1], "w", atoms).write, interval=1)
dyn.run(int(sys.argv[2]))
