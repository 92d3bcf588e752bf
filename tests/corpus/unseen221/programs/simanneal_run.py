import sys
import math
import random
from simanneal import Annealer
class Tour(Annealer):
    def move(self):
        a, b = random.sample(range(len(self.state)), 2)
        self.state[a], self.state[b] = self.state[b], self.state[a]
    def energy(self):
        e = sum(math.dist(P[self.state[i - 1]], P[self.state[i]]) for i in range(len(self.state)))
        return e if sys.argv[1] == "ok" else e * float("inf") - e * float("inf") + e
random.seed(0)
P = [(random.random(), random.random()) for _ in range(40)]
t = Tour(list(range(40)))
t.steps, t.updates = int(sys.argv[2]), 20
print(t.anneal()[1])
