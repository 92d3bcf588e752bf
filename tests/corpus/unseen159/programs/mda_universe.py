# MDAnalysis: load a structure and compute its radius of gyration; argv: path
import sys, MDAnalysis as mda
u = mda.Universe(sys.argv[1])
print(u.atoms.n_atoms, u.atoms.radius_of_gyration())
