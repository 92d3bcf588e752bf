import sys
from pyscf import gto, scf, cc
mol = gto.M(atom="O 0 0 0; H 0 -0.757 0.587; H 0 0.757 0.587", basis=sys.argv[1], verbose=4)
mf = scf.RHF(mol).run()
if len(sys.argv) > 2 and sys.argv[2] == "ccsd":
    cc.CCSD(mf).run()
