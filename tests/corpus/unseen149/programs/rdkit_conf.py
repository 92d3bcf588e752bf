# embed and MMFF-optimise conformers of molecules given as SMILES (RDKit's getting-started recipe)
import sys
from rdkit import Chem
from rdkit.Chem import AllChem
for smi in sys.argv[1:]:
    mol = Chem.AddHs(Chem.MolFromSmiles(smi))
    cids = AllChem.EmbedMultipleConfs(mol, numConfs=5, randomSeed=42)
    res = AllChem.MMFFOptimizeMoleculeConfs(mol, maxIters=500)
    print(smi, [round(e, 3) for conv, e in res])
