import sys, importlib
from pettingzoo.test import api_test, parallel_api_test
mod = importlib.import_module(sys.argv[1])
api_test(mod.env(), num_cycles=int(sys.argv[2]), verbose_progress=True)
