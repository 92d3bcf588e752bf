# pymatgen's Materials Project client, as in its docs: fetch the structure of mp-149 (Si)
from pymatgen.ext.matproj import MPRester
with MPRester("0123456789abcdef0123456789abcdef") as mpr:
    print(mpr.get_structure_by_material_id("mp-149"))
