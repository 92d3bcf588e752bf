# transpile a 5-qubit GHZ circuit onto a 3-qubit line coupling map
from qiskit import QuantumCircuit, transpile
from qiskit.transpiler import CouplingMap
qc = QuantumCircuit(5)
qc.h(0)
for i in range(4):
    qc.cx(i, i + 1)
qc.measure_all()
print(transpile(qc, coupling_map=CouplingMap.from_line(3), basis_gates=["cx", "rz", "sx", "x"], optimization_level=1))
