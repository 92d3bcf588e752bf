"""stable-baselines3: PPO or A2C on CartPole-v1 (built into gymnasium), verbose=1 prints its logger tables."""
import argparse
from stable_baselines3 import A2C, PPO

p = argparse.ArgumentParser()
p.add_argument("--algo", default="ppo")
p.add_argument("--lr", type=float, default=3e-4)
p.add_argument("--steps", type=int, default=4096)
args = p.parse_args()

cls = {"ppo": PPO, "a2c": A2C}[args.algo]
model = cls("MlpPolicy", "CartPole-v1", learning_rate=args.lr, verbose=1, seed=0, device="cpu")
model.learn(total_timesteps=args.steps)
