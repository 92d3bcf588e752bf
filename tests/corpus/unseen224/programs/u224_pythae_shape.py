import torch
from pythae.models import VAE, VAEConfig
from pythae.trainers import BaseTrainerConfig
from pythae.pipelines import TrainingPipeline
x = torch.rand(300, 1, 28, 28)
cfg = BaseTrainerConfig(output_dir='pythae_out', num_epochs=2, per_device_train_batch_size=32)
model = VAE(model_config=VAEConfig(input_dim=(1, 8, 8), latent_dim=4))
TrainingPipeline(training_config=cfg, model=model)(train_data=x[:240], eval_data=x[240:])
