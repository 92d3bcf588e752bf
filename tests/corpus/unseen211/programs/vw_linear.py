import sys
import numpy as np
import vowpalwabbit
rng = np.random.default_rng(0)
vw = vowpalwabbit.Workspace(" ".join(sys.argv[1:]) or "--loss_function squared")
w = rng.normal(size=5)
for i in range(2000):
    x = rng.normal(size=5) * 10
    vw.learn(f"{x @ w:.4f} | " + " ".join(f"f{j}:{v:.4f}" for j, v in enumerate(x)))
vw.finish()
