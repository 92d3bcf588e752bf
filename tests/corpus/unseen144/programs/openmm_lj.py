import sys
import numpy as np
import openmm as mm
from openmm import app, unit
n = 216
system = mm.System()
nb = mm.NonbondedForce(); nb.setNonbondedMethod(mm.NonbondedForce.CutoffPeriodic); nb.setCutoffDistance(0.9 * unit.nanometer)
box = 2.2
system.setDefaultPeriodicBoxVectors(mm.Vec3(box, 0, 0), mm.Vec3(0, box, 0), mm.Vec3(0, 0, box))
for i in range(n):
    system.addParticle(39.9 * unit.amu); nb.addParticle(0.0, 0.34 * unit.nanometer, 0.997 * unit.kilojoule_per_mole)
system.addForce(nb)
g = np.arange(6) * box / 6
pos = np.array([[x, y, z] for x in g for y in g for z in g]) * unit.nanometer
integ = mm.LangevinMiddleIntegrator(120 * unit.kelvin, 1 / unit.picosecond, float(sys.argv[1]) * unit.femtoseconds)
sim = app.Simulation(app.Topology(), system, integ, mm.Platform.getPlatformByName("CPU"), {"Threads": "1"})
sim.context.setPositions(pos)
sim.reporters.append(app.StateDataReporter(sys.stdout, 100, step=True, potentialEnergy=True, kineticEnergy=True, temperature=True, speed=True))
sim.step(int(sys.argv[2]))
