import sys
import mdtraj as md
t = md.load_pdb(sys.argv[1])
print(t, md.compute_dssp(t)[0][:20])
