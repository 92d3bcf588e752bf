# VQE on a 2-qubit Hamiltonian with qiskit-algorithms' L_BFGS_B optimizer (disp on)
import sys
from qiskit.circuit.library import n_local
from qiskit.quantum_info import SparsePauliOp
from qiskit.primitives import StatevectorEstimator
from qiskit_algorithms import VQE
from qiskit_algorithms.optimizers import L_BFGS_B, COBYLA
H = SparsePauliOp.from_list([("II", -1.05), ("IZ", 0.39), ("ZI", -0.39), ("ZZ", -0.01), ("XX", 0.18)])
ansatz = n_local(2, "ry", "cz", reps=2)
opt = L_BFGS_B(maxiter=50, options={"disp": 1}) if sys.argv[1:] != ["cobyla"] else COBYLA(maxiter=60, disp=True)
res = VQE(StatevectorEstimator(), ansatz, opt).compute_minimum_eigenvalue(H)
print(res)
