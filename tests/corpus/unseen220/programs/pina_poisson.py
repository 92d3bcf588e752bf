# PINA's Trainer (Lightning) on its Poisson2DSquareProblem with a PINN; argv: epochs, lr, points, validation share
import sys
import torch
from pina import Trainer
from pina.problem.zoo import Poisson2DSquareProblem
from pina.solver import PINN
from pina.model import FeedForward
from pina.optim import TorchOptimizer

epochs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-3
n = int(sys.argv[3]) if len(sys.argv) > 3 else 50
val = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
torch.manual_seed(0)
problem = Poisson2DSquareProblem()
problem.discretise_domain(n=n, mode="random")
model = FeedForward(input_dimensions=2, output_dimensions=1, layers=[16, 16])
solver = PINN(problem, model, optimizer=TorchOptimizer(torch.optim.Adam, lr=lr))
trainer = Trainer(solver, max_epochs=epochs, train_size=1.0 - val, val_size=val, accelerator="cpu", enable_model_summary=False)
trainer.train()
