import sys
import gymnasium as gym
import stable_baselines3 as sb3
scale = float(sys.argv[2])
env = gym.wrappers.TransformReward(gym.make("CartPole-v1"), lambda r: r * scale)
Algo = getattr(sb3, sys.argv[1])
kw = dict(n_steps=64, batch_size=64) if sys.argv[1] in ("PPO",) else {}
model = Algo("MlpPolicy", env, verbose=1, seed=0, device="cpu", **kw)
model.learn(total_timesteps=int(sys.argv[3]))
