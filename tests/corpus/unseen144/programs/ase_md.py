import sys
from ase import units
from ase.lattice.cubic import FaceCenteredCubic
from ase.calculators.emt import EMT
from ase.md.langevin import Langevin
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution
atoms = FaceCenteredCubic("Cu", size=(3, 3, 3))
atoms.calc = EMT()
MaxwellBoltzmannDistribution(atoms, temperature_K=float(sys.argv[1]))
dyn = Langevin(atoms, float(sys.argv[2]) * units.fs, temperature_K=float(sys.argv[1]), friction=0.02, logfile="-", loginterval=10)
dyn.run(200)
