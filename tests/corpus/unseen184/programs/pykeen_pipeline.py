"""Train a knowledge-graph embedding with pykeen's own pipeline (pykeen prints its progress)."""
import argparse

from pykeen.pipeline import pipeline

parser = argparse.ArgumentParser()
parser.add_argument("--dataset", default="Nations")
parser.add_argument("--model", default="TransE")
parser.add_argument("--epochs", type=int, default=20)
parser.add_argument("--lr", type=float, default=0.01)
args = parser.parse_args()

result = pipeline(
    dataset=args.dataset,
    model=args.model,
    training_kwargs=dict(num_epochs=args.epochs, batch_size=256),
    optimizer_kwargs=dict(lr=args.lr),
    random_seed=0,
    device="cpu",
)
