# arch GARCH(1,1) fitted to returns read from CSV, its optimiser printing every iteration
import sys, pandas as pd
from arch import arch_model
r = pd.read_csv(sys.argv[1])["ret"] * float(sys.argv[2])
print(arch_model(r, vol="GARCH", p=1, q=1).fit(update_freq=1).summary())
