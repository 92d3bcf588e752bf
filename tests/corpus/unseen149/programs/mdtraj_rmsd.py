import sys
import mdtraj as md
t = md.load(sys.argv[1], top=sys.argv[2] if len(sys.argv) > 2 else None)
print(t)
print(md.rmsd(t, t, 0)[:5])
