# pythae: a VAE trained with pythae's TrainingPipeline on random 1x28x28 images; pythae's trainer logs
import sys, torch
from pythae.models import VAE, VAEConfig
from pythae.trainers import BaseTrainerConfig
from pythae.pipelines import TrainingPipeline
torch.manual_seed(0)
x = torch.rand(600, 1, 28, 28)
cfg = BaseTrainerConfig(output_dir="/tmp/unseen145-scratch/pythae_out", learning_rate=float(sys.argv[2]), per_device_train_batch_size=64,
                        per_device_eval_batch_size=64, num_epochs=int(sys.argv[1]), no_cuda=True)
TrainingPipeline(training_config=cfg, model=VAE(VAEConfig(input_dim=(1, 28, 28), latent_dim=8)))(train_data=x[:500], eval_data=x[500:])
