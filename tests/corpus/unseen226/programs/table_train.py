# tiny model (sklearn digits or diabetes); the results printed as a table by tabulate or prettytable
import argparse
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--lib", default="tabulate"); p.add_argument("--fmt", default="github"); a = p.parse_args()
rows = [(e, tl, vl, sc) for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs)]
head = ["epoch", "train_loss", "val_loss", "val_score"]
if a.lib == "tabulate":
    from tabulate import tabulate
    print(tabulate(rows, headers=head, tablefmt=a.fmt, floatfmt=".4f"))
else:
    from prettytable import PrettyTable
    t = PrettyTable(head); t.float_format = ".4"
    for r in rows: t.add_row(r)
    print(t)
