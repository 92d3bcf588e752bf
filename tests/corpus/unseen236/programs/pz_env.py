import sys, importlib
mod = importlib.import_module(sys.argv[1])
env = mod.env()
env.reset(seed=0)
