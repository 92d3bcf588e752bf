import sys
import gymnasium as gym
import sb3_contrib
algo, policy, env_id, scale, steps = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
env = gym.wrappers.TransformReward(gym.make(env_id), lambda r: r * scale)
model = getattr(sb3_contrib, algo)(policy, env, verbose=1, seed=0, device="cpu")
model.learn(total_timesteps=steps)
