"""A detectron-style entry point: yacs defaults, merged with a YAML file and command-line opts."""
import argparse
from yacs.config import CfgNode as CN

_C = CN()
_C.MODEL = CN(); _C.MODEL.NAME = "mlp"; _C.MODEL.HIDDEN = 64
_C.SOLVER = CN(); _C.SOLVER.BASE_LR = 0.01; _C.SOLVER.MAX_ITER = 100; _C.SOLVER.STEPS = (60, 80)
_C.DATASETS = CN(); _C.DATASETS.TRAIN = ("synthetic_train",)
_C.OUTPUT_DIR = "./output"

p = argparse.ArgumentParser()
p.add_argument("--config-file", default="")
p.add_argument("opts", nargs=argparse.REMAINDER)
a = p.parse_args()
cfg = _C.clone()
if a.config_file:
    cfg.merge_from_file(a.config_file)
cfg.merge_from_list(a.opts)
cfg.freeze()
print(cfg)
