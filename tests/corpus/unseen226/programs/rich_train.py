# tiny model (sklearn digits or diabetes); rich draws the progress bar and the results table
import argparse
from rich.console import Console
from rich.progress import Progress, TextColumn, BarColumn, TimeElapsedColumn
from rich.table import Table
from rich.traceback import install
from common_data import epochs
install()
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--hidden", type=int, default=32); a = p.parse_args()
console = Console()
table = Table(title="Training results")
for col in ("epoch", "train_loss", "val_loss", "val_score"):
    table.add_column(col, justify="right")
with Progress(TextColumn("[bold]{task.description}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
              TextColumn("loss={task.fields[loss]}"), TimeElapsedColumn(), console=console) as prog:
    t = prog.add_task("train", total=a.epochs, loss="-")
    for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs, a.hidden):
        table.add_row(str(e), f"{tl:.4f}", f"{vl:.4f}", f"{sc:.4f}")
        prog.update(t, advance=1, loss=f"{tl:.4f}")
console.print(table)
