import sys
import numpy as np
import vowpalwabbit
# a simulated contextual bandit: 2 user kinds, 3 actions, cost -1 when the action suits the user
vw = vowpalwabbit.Workspace(sys.argv[1])
rng = np.random.default_rng(0)
for i in range(int(sys.argv[2])):
    user = rng.integers(2)
    ex = f"shared |User u{user} t{rng.random():.3f}\n|Action a0\n|Action a1\n|Action a2"
    pmf = vw.predict(ex)
    a = rng.choice(3, p=np.array(pmf) / sum(pmf))
    cost = -1.0 if a == user else 0.0
    lines = ex.split("\n")
    lines[1 + a] = f"0:{cost}:{pmf[a]} " + lines[1 + a]
    vw.learn("\n".join(lines))
vw.finish()
