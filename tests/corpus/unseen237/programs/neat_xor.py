import os, sys
import neat
xor_in = [(0.0, 0.0), (0.0, 1.0), (1.0, 0.0), (1.0, 1.0)]
xor_out = [0.0, 1.0, 1.0, 0.0]
def eval_genomes(genomes, config):
    for gid, g in genomes:
        g.fitness = 4.0
        net = neat.nn.FeedForwardNetwork.create(g, config)
        for xi, xo in zip(xor_in, xor_out):
            g.fitness -= (net.activate(xi)[0] - xo) ** 2
cfg = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "neat_xor.cfg")
config = neat.Config(neat.DefaultGenome, neat.DefaultReproduction, neat.DefaultSpeciesSet, neat.DefaultStagnation, cfg)
p = neat.Population(config)
p.add_reporter(neat.StdOutReporter(True))
p.add_reporter(neat.StatisticsReporter())
p.run(eval_genomes, int(sys.argv[2]) if len(sys.argv) > 2 else 5)
