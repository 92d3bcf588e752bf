# pykeen's pipeline with its early stopper on the bundled Nations graph; argv: model, epochs, frequency
import sys
from pykeen.pipeline import pipeline

model = sys.argv[1] if len(sys.argv) > 1 else "ComplEx"
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
frequency = int(sys.argv[3]) if len(sys.argv) > 3 else 5
pipeline(dataset="Nations", model=model, random_seed=0, device="cpu",
         training_kwargs=dict(num_epochs=epochs, batch_size=256, use_tqdm=False),
         stopper="early", stopper_kwargs=dict(frequency=frequency, patience=2, relative_delta=0.002))
