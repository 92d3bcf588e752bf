# the Qiskit textbook's VQE import (qiskit < 1.0)
from qiskit.algorithms import VQE
from qiskit.algorithms.optimizers import SPSA
