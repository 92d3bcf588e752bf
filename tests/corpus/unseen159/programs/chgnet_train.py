# CHGNet (small, from scratch) trained with chgnet's Trainer on rattled Cu cells labelled by ASE's EMT; argv: learning_rate [default: keep the default composition model]
import sys, numpy as np
from ase.build import bulk
from ase.calculators.emt import EMT
from pymatgen.io.ase import AseAtomsAdaptor
from chgnet.model import CHGNet
from chgnet.data.dataset import StructureData, get_train_val_test_loader
from chgnet.trainer import Trainer
structures, energies, forces = [], [], []
for i in range(40):
    a = bulk("Cu", "fcc", a=3.6, cubic=True); a.rattle(0.05, seed=i); a.calc = EMT()
    energies.append(a.get_potential_energy() / len(a)); forces.append(a.get_forces()); structures.append(AseAtomsAdaptor.get_structure(a))
data = StructureData(structures=structures, energies=energies, forces=forces)
train, val, test = get_train_val_test_loader(data, batch_size=8, train_ratio=0.8, val_ratio=0.1)
model = CHGNet(atom_fea_dim=16, bond_fea_dim=16, angle_fea_dim=16, num_radial=5, num_angular=5, composition_model=None if sys.argv[2:] != ["default"] else "MPtrj")
Trainer(model=model, targets="ef", optimizer="Adam", criterion="MSE", learning_rate=float(sys.argv[1]), epochs=3, use_device="cpu", print_freq=2).train(train, val, test)
