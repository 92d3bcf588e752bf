# Driver: denoising-diffusion-pytorch's own Trainer loop does all the printing.
# usage: [BATCH=N] python ddpm_trainer.py IMAGE_FOLDER LR STEPS SAVE_EVERY fid|nofid
import os, sys
from denoising_diffusion_pytorch import Unet, GaussianDiffusion, Trainer

model = Unet(dim=8, dim_mults=(1, 2))
diffusion = GaussianDiffusion(model, image_size=16, timesteps=50, sampling_timesteps=10)
trainer = Trainer(diffusion, sys.argv[1], train_batch_size=int(os.environ.get("BATCH", "8")), train_lr=float(sys.argv[2]),
                  train_num_steps=int(sys.argv[3]), save_and_sample_every=int(sys.argv[4]),
                  num_samples=4, calculate_fid=(sys.argv[5] == 'fid'), num_fid_samples=16,
                  results_folder='./results')
trainer.train()
