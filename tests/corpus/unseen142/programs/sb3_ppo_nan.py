"""stable-baselines3: PPO on Pendulum-v1 (continuous actions) with the learning rate given."""
import sys
from stable_baselines3 import PPO

model = PPO("MlpPolicy", "Pendulum-v1", learning_rate=float(sys.argv[1]), n_steps=256, batch_size=64, verbose=1, seed=0, device="cpu")
model.learn(total_timesteps=2048)
