import sys, gymnasium as gym
env = gym.make(sys.argv[1])
obs, info = env.reset(seed=0)
