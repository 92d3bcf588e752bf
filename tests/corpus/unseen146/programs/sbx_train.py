# Stable Baselines Jax (sbx): train an agent with SB3's logger printing its tables
import sys, gymnasium as gym
import sbx
algo, env_id, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
kw = dict(learning_rate=float(sys.argv[4])) if len(sys.argv) > 4 else {}
model = getattr(sbx, algo)("MlpPolicy", gym.make(env_id), verbose=1, seed=0, **kw)
model.learn(total_timesteps=steps)
