# evojax's Trainer with PGPE on its CartPoleSwingUp task (as in evojax's examples/train_cartpole.py, tiny sizes).
import argparse
from evojax import Trainer, util
from evojax.task.cartpole import CartPoleSwingUp
from evojax.policy import MLPPolicy
from evojax.algo import PGPE

p = argparse.ArgumentParser()
p.add_argument("--max-iter", type=int, default=60)
p.add_argument("--pop-size", type=int, default=32)
p.add_argument("--center-lr", type=float, default=0.05)
a = p.parse_args()

logger = util.create_logger(name="CartPole", log_dir="/tmp/unseen225-scratch/runs/evojax", debug=False)
train_task, test_task = CartPoleSwingUp(test=False, harder=False), CartPoleSwingUp(test=True, harder=False)
policy = MLPPolicy(input_dim=train_task.obs_shape[0], hidden_dims=[16], output_dim=train_task.act_shape[0])
solver = PGPE(pop_size=a.pop_size, param_size=policy.num_params, optimizer="adam", center_learning_rate=a.center_lr,
              stdev_learning_rate=0.1, init_stdev=0.1, logger=logger, seed=0)
trainer = Trainer(policy=policy, solver=solver, train_task=train_task, test_task=test_task, max_iter=a.max_iter,
                  log_interval=10, test_interval=30, n_repeats=2, n_evaluations=16, seed=0,
                  log_dir="/tmp/unseen225-scratch/runs/evojax", logger=logger)
trainer.run(demo_mode=False)
