import sys, numpy as np
from tianshou.data import ReplayBuffer, Batch
buf = ReplayBuffer(size=int(float(sys.argv[1])))
buf.add(Batch(obs=np.zeros((1, 84, 84), np.uint8), act=[0], rew=[0.0], terminated=[False], truncated=[False], obs_next=np.zeros((1, 84, 84), np.uint8), info=[{}]))
