# PennyLane TorchLayer (4-qubit variational circuit) trained with PyTorch Lightning on two moons; argv: lr
import sys, torch, pennylane as qml, lightning as L
from sklearn.datasets import make_moons
n = 4
dev = qml.device("default.qubit", wires=n)
@qml.qnode(dev, interface="torch")
def circuit(inputs, weights):
    qml.AngleEmbedding(inputs, wires=range(n))
    qml.BasicEntanglerLayers(weights, wires=range(n))
    return [qml.expval(qml.PauliZ(w)) for w in range(2)]
class Hybrid(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr
        self.net = torch.nn.Sequential(torch.nn.Linear(2, n), qml.qnn.TorchLayer(circuit, {"weights": (2, n)}), torch.nn.Linear(2, 2))
    def training_step(self, b, i):
        x, y = b; out = self.net(x); loss = torch.nn.functional.cross_entropy(out, y)
        self.log("train_loss", loss, prog_bar=True); self.log("train_acc", (out.argmax(1) == y).float().mean(), prog_bar=True)
        return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)
X, y = make_moons(200, noise=0.1, random_state=0)
ds = torch.utils.data.TensorDataset(torch.tensor(X, dtype=torch.float32), torch.tensor(y))
L.seed_everything(0)
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False).fit(Hybrid(float(sys.argv[1])), torch.utils.data.DataLoader(ds, batch_size=20))
