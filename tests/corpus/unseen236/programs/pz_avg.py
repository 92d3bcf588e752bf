import sys, importlib
from pettingzoo.utils import average_total_reward
env = importlib.import_module(sys.argv[1]).env()
average_total_reward(env, max_episodes=int(sys.argv[2]), max_steps=int(sys.argv[3]))
