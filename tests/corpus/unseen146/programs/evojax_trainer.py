# EvoJAX's Trainer: PGPE evolving an MLP policy on its cart-pole swing-up task
import sys
from evojax import Trainer
from evojax.task.cartpole import CartPoleSwingUp
from evojax.policy import MLPPolicy
from evojax.algo import PGPE
from evojax import util
log = util.create_logger(name='CartPole', log_dir='/tmp/unseen146-scratch/evojax', debug=False)
policy = MLPPolicy(input_dim=5, hidden_dims=[32], output_dim=1, logger=log)
solver = PGPE(pop_size=64, param_size=policy.num_params, center_learning_rate=float(sys.argv[1]), stdev_learning_rate=0.1, init_stdev=0.1, logger=log, seed=0)
trainer = Trainer(policy=policy, solver=solver, train_task=CartPoleSwingUp(test=False), test_task=CartPoleSwingUp(test=True),
                  max_iter=int(sys.argv[2]), log_interval=5, test_interval=10, n_repeats=4, n_evaluations=16, seed=0, log_dir='/tmp/unseen146-scratch/evojax', logger=log)
trainer.run(demo_mode=False)
