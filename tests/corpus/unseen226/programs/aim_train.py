# tiny model (sklearn digits or diabetes); metrics tracked in an Aim run
import argparse
from aim import Run
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--repo", default="."); p.add_argument("--resume", default=None); a = p.parse_args()
run = Run(run_hash=a.resume, repo=a.repo, experiment="unseen226")
run["hparams"] = vars(a)
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    run.track(tl, name="loss", epoch=e, context={"subset": "train"})
    run.track(vl, name="loss", epoch=e, context={"subset": "val"})
run.close()
