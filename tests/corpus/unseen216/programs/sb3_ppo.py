import sys
from stable_baselines3 import PPO
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 3e-4
model = PPO("MlpPolicy", "CartPole-v1", n_steps=128, batch_size=64, n_epochs=2, learning_rate=lr, verbose=1, seed=0, device="cpu")
model.learn(total_timesteps=512)
