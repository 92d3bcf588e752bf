import sys, ray
from ray.rllib.algorithms.ppo import PPOConfig
from ray.tune.logger import pretty_print
ray.init(num_cpus=1, include_dashboard=False)
algo = PPOConfig().environment("CartPole-v1").env_runners(num_env_runners=0).training(train_batch_size=int(sys.argv[2]), minibatch_size=64, num_epochs=2, lr=float(sys.argv[1])).build_algo()
for i in range(int(sys.argv[3])):
    print(pretty_print(algo.train()))
