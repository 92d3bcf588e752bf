# Synthetic stand-in for DeepSurv.pytorch's data/linear/linear_survival_data.h5 (not in the repository):
# 10 features, linear log-risk on the first two, exponential times, random censoring; train 800 / test 200.
import os
import h5py
import numpy as np

rng = np.random.default_rng(0)


def mk(n):
    x = rng.uniform(-1, 1, (n, 10)).astype('float32')
    beta = np.r_[1.0, 1.0, np.zeros(8)]
    t = rng.exponential(np.exp(-x @ beta)).astype('float32')
    c = rng.exponential(2.0, n)
    e = (t <= c).astype('int32')
    return x, e, np.minimum(t, c).astype('float32')


os.makedirs('data/linear', exist_ok=True)
with h5py.File('data/linear/linear_survival_data.h5', 'w') as f:
    for split, n in [('train', 800), ('test', 200)]:
        x, e, t = mk(n)
        g = f.create_group(split)
        g['x'], g['e'], g['t'] = x, e, t
