import sys
from stable_baselines3 import A2C
model = A2C("MlpPolicy", sys.argv[1], learning_rate=float(sys.argv[2]), n_steps=8, verbose=1, seed=0, device="cpu")
model.learn(total_timesteps=int(sys.argv[3]), log_interval=20)
