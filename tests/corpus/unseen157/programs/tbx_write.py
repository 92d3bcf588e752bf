import sys, math
from tensorboardX import SummaryWriter
w = SummaryWriter(sys.argv[1])
for step in range(2000):
    w.add_scalar("train/loss", math.exp(-step / 500), step); w.add_histogram("weights", [step % 7 * 0.1] * 256, step)
w.close()
