# adapted from https://github.com/thu-ml/tianshou/blob/master/examples/discrete/discrete_dqn.py (smaller run)
import sys, gymnasium as gym
import tianshou as ts
from tianshou.algorithm.modelfree.dqn import DiscreteQLearningPolicy
from tianshou.algorithm.optim import AdamOptimizerFactory
from tianshou.data import CollectStats
from tianshou.trainer import OffPolicyTrainerParams
from tianshou.utils.net.common import Net
from tianshou.utils.space_info import SpaceInfo
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
task = "CartPole-v1"
train_envs = ts.env.DummyVectorEnv([lambda: gym.make(task) for _ in range(4)])
test_envs = ts.env.DummyVectorEnv([lambda: gym.make(task) for _ in range(5)])
env = gym.make(task)
si = SpaceInfo.from_env(env)
net = Net(state_shape=si.observation_info.obs_shape, action_shape=si.action_info.action_shape, hidden_sizes=[64, 64])
policy = DiscreteQLearningPolicy(model=net, action_space=env.action_space, eps_training=0.1, eps_inference=0.05)
algorithm = ts.algorithm.DQN(policy=policy, optim=AdamOptimizerFactory(lr=lr), gamma=0.9, n_step_return_horizon=3, target_update_freq=320)
train_collector = ts.data.Collector[CollectStats](algorithm, train_envs, ts.data.VectorReplayBuffer(20000, 4), exploration_noise=True)
test_collector = ts.data.Collector[CollectStats](algorithm, test_envs, exploration_noise=True)
result = algorithm.run_training(OffPolicyTrainerParams(training_collector=train_collector, test_collector=test_collector,
    max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3, epoch_num_steps=2000, collection_step_num_env_steps=10, test_step_num_episodes=5,
    batch_size=64, update_step_num_gradient_steps_per_sample=0.1))
print(result)
if len(sys.argv) > 3:  # save the replay buffer
    train_collector.buffer.save_hdf5(sys.argv[3])
