# evojax's MNIST task with a ConvNet policy and PGPE (evojax's examples/train_mnist.py, tiny sizes).
import argparse
from evojax import Trainer, util
from evojax.task.mnist import MNIST
from evojax.policy.convnet import ConvNetPolicy
from evojax.algo import PGPE

p = argparse.ArgumentParser()
p.add_argument("--max-iter", type=int, default=20)
p.add_argument("--batch-size", type=int, default=64)
a = p.parse_args()
logger = util.create_logger(name="MNIST", log_dir="/tmp/unseen225-scratch/runs/evojax_mnist", debug=False)
policy = ConvNetPolicy(logger=logger)
train_task, test_task = MNIST(batch_size=a.batch_size, test=False), MNIST(batch_size=a.batch_size, test=True)
solver = PGPE(pop_size=16, param_size=policy.num_params, optimizer="adam", center_learning_rate=0.006, logger=logger, seed=0)
Trainer(policy=policy, solver=solver, train_task=train_task, test_task=test_task, max_iter=a.max_iter, log_interval=5,
        test_interval=10, n_repeats=1, n_evaluations=1, seed=0, log_dir="/tmp/unseen225-scratch/runs/evojax_mnist", logger=logger).run(demo_mode=False)
