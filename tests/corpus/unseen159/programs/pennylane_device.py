# PennyLane's lightning.gpu device, as the plugin's docs select it
import pennylane as qml
dev = qml.device("lightning.gpu", wires=4)
