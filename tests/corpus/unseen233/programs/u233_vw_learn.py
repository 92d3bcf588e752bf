import sys, random
from vowpalwabbit import Workspace
random.seed(0)
vw = Workspace(" ".join(sys.argv[1:]))
for _ in range(3000):
    a, b = random.random(), random.random()
    vw.learn(f"{3 * a - 2 * b + random.gauss(0, 0.1):.4f} |f a:{a * 1000:.3f} b:{b:.3f}")
vw.finish()
