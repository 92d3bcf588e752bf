# neurodiffeq's Solver1D.fit (its own loop and progress bar) on u' + u = 0, u(0) = 1; argv: epochs, learning rate, checkpoint folder (its CheckpointCallback, every 50 epochs)
import sys
import torch
from neurodiffeq import diff
from neurodiffeq.conditions import IVP
from neurodiffeq.solvers import Solver1D
from neurodiffeq.networks import FCNN
from neurodiffeq.callbacks import CheckpointCallback, PeriodLocal

epochs = int(sys.argv[1]) if len(sys.argv) > 1 else 300
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-3
net = FCNN(n_input_units=1, n_output_units=1, hidden_units=(32, 32))
solver = Solver1D(ode_system=lambda u, t: [diff(u, t) + u], conditions=[IVP(t_0=0.0, u_0=1.0)],
                  t_min=0.0, t_max=2.0, nets=[net], optimizer=torch.optim.Adam(net.parameters(), lr=lr))
callbacks = [CheckpointCallback(sys.argv[3]).conditioned_on(PeriodLocal(50))] if len(sys.argv) > 3 else []
solver.fit(max_epochs=epochs, callbacks=callbacks)
