import sys
from ase.lattice.cubic import FaceCenteredCubic
from ase.calculators.emt import EMT
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution
from ase.md.verlet import VelocityVerlet
from ase.md import MDLogger
from ase import units
atoms = FaceCenteredCubic(directions=[[1,0,0],[0,1,0],[0,0,1]], symbol="Cu", size=(3,3,3), pbc=True)
atoms.calc = EMT()
MaxwellBoltzmannDistribution(atoms, temperature_K=300, rng=__import__("numpy").random.default_rng(0))
dyn = VelocityVerlet(atoms, timestep=float(sys.argv[1]) * units.fs)
dyn.attach(MDLogger(dyn, atoms, "-", header=True, stress=False, peratom=True), interval=10)
dyn.run(int(sys.argv[2]))
