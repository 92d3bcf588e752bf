import sys, gymnasium as gym
env = gym.make(sys.argv[1])
obs, info = env.reset(seed=0)
for t in range(int(sys.argv[3])):
    obs, r, term, trunc, info = env.step(eval(sys.argv[2]))
