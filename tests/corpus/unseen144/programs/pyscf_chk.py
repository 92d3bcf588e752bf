import sys
from pyscf import gto, scf
mol = gto.M(atom="C 0 0 0; O 0 0 1.128", basis=sys.argv[1], verbose=4)
mf = scf.RHF(mol)
mf.chkfile = sys.argv[2]
mf.kernel()
