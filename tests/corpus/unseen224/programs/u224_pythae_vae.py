import sys, torch
from pythae.models import VAE, VAEConfig
from pythae.trainers import BaseTrainerConfig
from pythae.pipelines import TrainingPipeline
torch.manual_seed(0)
x = torch.rand(300, 1, 8, 8)
cfg = BaseTrainerConfig(output_dir=sys.argv[3] if len(sys.argv) > 3 else 'pythae_out', learning_rate=float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3,
                        per_device_train_batch_size=32, per_device_eval_batch_size=32, num_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3)
model = VAE(model_config=VAEConfig(input_dim=(1, 8, 8), latent_dim=4))
TrainingPipeline(training_config=cfg, model=model)(train_data=x[:240], eval_data=x[240:])
