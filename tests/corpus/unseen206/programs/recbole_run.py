import sys
from recbole.quick_start import run_recbole
# usage: recbole_run.py MODEL DATASET [key=value ...]  (values parsed by RecBole's own config)
model, dataset = sys.argv[1], sys.argv[2]
config = {}
for a in sys.argv[3:]:
    k, v = a.split("=", 1)
    try:
        v = eval(v)
    except Exception:
        pass
    config[k] = v
run_recbole(model=model, dataset=dataset, config_dict=config)
