# pythae's TrainingPipeline training a small VAE on the bundled digits (pythae's trainer logs)
import sys, numpy as np
from sklearn.datasets import load_digits
from pythae.models import VAE, VAEConfig
from pythae.trainers import BaseTrainerConfig
from pythae.pipelines import TrainingPipeline
X = (load_digits().data / 16.0).astype("float32").reshape(-1, 1, 8, 8)
cfg = BaseTrainerConfig(output_dir="/tmp/unseen219-scratch/pythae", num_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4,
                        learning_rate=float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3, per_device_train_batch_size=64,
                        per_device_eval_batch_size=64, no_cuda=True)
model = VAE(VAEConfig(input_dim=(1, 8, 8), latent_dim=4))
TrainingPipeline(training_config=cfg, model=model)(train_data=X[:1500], eval_data=X[1500:])
