import sys
from recbole.quick_start import run_recbole
cfg = {"epochs": 5, "train_batch_size": 512, "eval_batch_size": 4096, "show_progress": False, "gpu_id": "", "use_gpu": False,
       "learning_rate": float(sys.argv[3]) if len(sys.argv) > 3 else 0.001}
if sys.argv[2] != "ml-100k":
    cfg.update({"data_path": sys.argv[4], "load_col": {"inter": ["user_id", "item_id", "rating", "timestamp"]}})
run_recbole(model=sys.argv[1], dataset=sys.argv[2], config_dict=cfg)
