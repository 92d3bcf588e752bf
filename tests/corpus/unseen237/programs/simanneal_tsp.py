import sys, math, random
from simanneal import Annealer
random.seed(0)
pts = [(random.random(), random.random()) for _ in range(30)]
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
class TSP(Annealer):
    def move(self):
        a, b = random.sample(range(len(self.state)), 2)
        self.state[a], self.state[b] = self.state[b], self.state[a]
    def energy(self):
        d = sum(math.dist(pts[self.state[i - 1]], pts[self.state[i]]) for i in range(len(self.state)))
        return math.log(d * scale) if len(sys.argv) > 2 else d * scale
tsp = TSP(list(range(30)))
tsp.steps = 20000; tsp.updates = 20
state, e = tsp.anneal()
print(e)
