"""Train an SBX (Stable Baselines Jax) agent on CartPole-v1 with verbose=1 (SB3's logger prints the tables)."""
import sys
from sbx import PPO, SAC, DQN, TQC

algo, timesteps, lr = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
env_id = sys.argv[4] if len(sys.argv) > 4 else "CartPole-v1"
model = {"PPO": PPO, "SAC": SAC, "DQN": DQN, "TQC": TQC}[algo]("MlpPolicy", env_id, learning_rate=lr, verbose=1, seed=0)
model.learn(total_timesteps=timesteps)
