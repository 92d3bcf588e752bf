# Vowpal Wabbit's own learner (pyvw.Workspace prints its progress table) on a VW-format file.
import argparse
from vowpalwabbit import pyvw
p = argparse.ArgumentParser(); p.add_argument("--data", default="/tmp/unseen143-scratch/diabetes.vw"); p.add_argument("--args", default="--passes 1"); a = p.parse_args()
vw = pyvw.Workspace(f"-d {a.data} {a.args}")
vw.finish()
