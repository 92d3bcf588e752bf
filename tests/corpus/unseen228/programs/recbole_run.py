# Calls RecBole's own quick-start loop on the ml-100k sample shipped inside the package.
import sys, os
from recbole.quick_start import run_recbole
import recbole
model, dataset = sys.argv[1], sys.argv[2]
cfg = {"data_path": os.path.join(os.path.dirname(recbole.__file__), "dataset_example"),
       "epochs": 3, "device": "cpu", "use_gpu": False, "show_progress": False, "state": "INFO",
       "checkpoint_dir": "/tmp/unseen228-scratch/saved"}
for kv in sys.argv[3:]:
    k, v = kv.split("=", 1)
    cfg[k] = eval(v) if v[:1] in "0123456789-[{" else v
run_recbole(model=model, dataset=dataset, config_dict=cfg)
