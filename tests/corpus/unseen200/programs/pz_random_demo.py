import sys, importlib
from pettingzoo.utils import random_demo
env = importlib.import_module(sys.argv[1]).env()
random_demo(env, render=False, episodes=int(sys.argv[2]))
