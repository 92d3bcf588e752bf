import sys
from stable_baselines3 import DQN
model = DQN("MlpPolicy", "CartPole-v1", buffer_size=10000, verbose=1, seed=0)
model.learn(total_timesteps=int(sys.argv[2]), log_interval=4)
model.save(sys.argv[1])
