import sys
from sb3_contrib import MaskablePPO
model = MaskablePPO("MlpPolicy", sys.argv[1], verbose=1, seed=0)
model.learn(total_timesteps=int(sys.argv[2]))
