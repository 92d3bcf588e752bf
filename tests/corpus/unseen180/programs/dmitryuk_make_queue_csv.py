# Synthetic stand-in for lifetime_predict_queue's data.csv: a queue item's duration (seconds) and the
# second of the week it started at. With --blank N, N durations are left empty (a broken export).
import sys
import numpy as np

rng = np.random.default_rng(1)
n = 400
start = rng.integers(0, 7 * 24 * 3600, n)
duration = np.round(rng.weibull(1.5, n) * (600 + 300 * np.sin(2 * np.pi * start / (7 * 24 * 3600))) + 1, 1)
blank = int(sys.argv[sys.argv.index('--blank') + 1]) if '--blank' in sys.argv else 0
with open('data.csv', 'w') as f:
    f.write('duration,start_from_week_seconds\n')
    for i in range(n):
        f.write(('' if i < blank else str(duration[i])) + ',' + str(start[i]) + '\n')
