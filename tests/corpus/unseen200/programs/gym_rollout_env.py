import sys
import gymnasium as gym
env = gym.make(sys.argv[1])
obs, info = env.reset(seed=0)
for _ in range(int(sys.argv[2])):
    obs, r, term, trunc, info = env.step(env.action_space.sample())
    if term or trunc:
        obs, info = env.reset()
print("ok")
