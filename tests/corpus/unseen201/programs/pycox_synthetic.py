# pycox's CoxPH (DeepSurv) and its EvalSurv on synthetic survival data (the METABRIC download is not possible here); torchtuples prints the epoch log.
import numpy as np, torch
import torchtuples as tt
from pycox.models import CoxPH
from pycox.evaluation import EvalSurv

rng = np.random.default_rng(0); torch.manual_seed(0)
x = rng.normal(size=(1500, 9)).astype("float32")
risk = x[:, 0] - 0.5 * x[:, 1] + 0.3 * x[:, 2] ** 2
durations = rng.exponential(np.exp(-risk)).astype("float32")
events = (rng.uniform(size=1500) < 0.7).astype("float32")
tr, va = slice(0, 1200), slice(1200, None)
net = tt.practical.MLPVanilla(9, [32, 32], 1, batch_norm=True, dropout=0.1)
model = CoxPH(net, tt.optim.Adam(0.01))
model.fit(x[tr], (durations[tr], events[tr]), batch_size=256, epochs=12, callbacks=[tt.callbacks.EarlyStopping()], verbose=True, val_data=(x[va], (durations[va], events[va])))
model.compute_baseline_hazards()
ev = EvalSurv(model.predict_surv_df(x[va]), durations[va], events[va], censor_surv="km")
print("concordance_td:", ev.concordance_td())
import sys
if len(sys.argv) > 1:  # a time grid for the integrated Brier score, as fine as asked
    grid = np.linspace(durations.min(), durations.max(), int(float(sys.argv[1])))
    print("integrated_brier_score:", ev.integrated_brier_score(grid))
