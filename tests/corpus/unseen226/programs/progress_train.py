# tiny model (sklearn digits or diabetes); enlighten's or alive-progress's bar over the epochs carries the metrics
import argparse
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--lib", default="enlighten"); a = p.parse_args()
if a.lib == "enlighten":
    import enlighten
    manager = enlighten.get_manager()
    bar = manager.counter(total=a.epochs, desc="Training", unit="epochs")
    status = manager.status_bar(status_format="epoch {epoch} | loss {loss} | val_loss {val_loss} | val_score {val_score}",
                                epoch=0, loss="-", val_loss="-", val_score="-")
    for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
        status.update(epoch=e, loss=f"{tl:.4f}", val_loss=f"{vl:.4f}", val_score=f"{sc:.4f}")
        bar.update()
    manager.stop()
else:
    from alive_progress import alive_bar
    with alive_bar(a.epochs, title="Training") as bar:
        for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
            bar.text(f"loss={tl:.4f} val_loss={vl:.4f} val_score={sc:.4f}")
            print(f"epoch {e}: loss={tl:.4f} val_loss={vl:.4f} val_score={sc:.4f}")
            bar()
