# pykeen's pipeline on its bundled Nations knowledge graph; argv: model, epochs, lr
import sys
from pykeen.pipeline import pipeline

model = sys.argv[1] if len(sys.argv) > 1 else "TransE"
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
lr = float(sys.argv[3]) if len(sys.argv) > 3 else 0.01
pipeline(dataset="Nations", model=model, random_seed=0, device="cpu",
         training_kwargs=dict(num_epochs=epochs, batch_size=256),
         optimizer_kwargs=dict(lr=lr))
