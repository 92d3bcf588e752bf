# pymatgen: read a CIF and print its space group; argv: path
import sys
from pymatgen.core import Structure
from pymatgen.symmetry.analyzer import SpacegroupAnalyzer
s = Structure.from_file(sys.argv[1])
print(s.composition, SpacegroupAnalyzer(s).get_space_group_symbol())
