"""Order 30 random cities with simanneal's Annealer (simanneal prints its progress table)."""
import argparse
import math
import random
from simanneal import Annealer

p = argparse.ArgumentParser()
p.add_argument("--steps", type=int, default=50000)
p.add_argument("--tmax", type=float, default=25000.0)
a = p.parse_args()
random.seed(0)
cities = [(random.random() * 100, random.random() * 100) for _ in range(30)]

class Tour(Annealer):
    def move(self):
        i, j = random.sample(range(len(self.state)), 2)
        self.state[i], self.state[j] = self.state[j], self.state[i]
    def energy(self):
        return sum(math.dist(cities[self.state[k - 1]], cities[self.state[k]]) for k in range(len(self.state)))

t = Tour(list(range(30)))
t.steps, t.Tmax, t.updates = a.steps, a.tmax, 20
t.anneal()
