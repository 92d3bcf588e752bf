# tiny model (sklearn digits or diabetes) run as a Sacred experiment; Sacred's logger prints the metrics
from sacred import Experiment
from sacred.observers import FileStorageObserver
from common_data import epochs
ex = Experiment("tiny_train")

@ex.config
def cfg():
    lr = 0.1
    n_epochs = 10
    task = "digits"
    observer_dir = None

@ex.main
def main(lr, n_epochs, task, _log, _run):
    for e, tl, vl, sc in epochs(task, lr, n_epochs):
        _run.log_scalar("train_loss", tl, e)
        _log.info("epoch %d: train_loss=%.4f val_loss=%.4f val_score=%.4f", e, tl, vl, sc)
    return sc

if __name__ == "__main__":
    import sys
    for arg in sys.argv:
        if arg.startswith("observer_dir="):
            ex.observers.append(FileStorageObserver(arg.split("=", 1)[1]))
    ex.run_commandline()
