import sys
import gym
env = gym.make(sys.argv[1])
obs = env.reset()
for ep in range(int(sys.argv[2])):
    done, total = False, 0.0
    while not done:
        obs, r, done, info = env.step(env.action_space.sample())
        total += r
    print("episode", ep, "reward", total, flush=True)
    obs = env.reset()
