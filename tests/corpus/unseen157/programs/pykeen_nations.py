import sys
from pykeen.pipeline import pipeline
r = pipeline(dataset=sys.argv[1], model=sys.argv[2], training_kwargs=dict(num_epochs=int(sys.argv[3]), batch_size=256),
             optimizer_kwargs=dict(lr=float(sys.argv[4])), random_seed=0, device="cpu")
