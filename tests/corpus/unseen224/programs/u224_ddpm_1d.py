import sys, torch
from denoising_diffusion_pytorch import Unet1D, GaussianDiffusion1D, Trainer1D, Dataset1D
torch.manual_seed(0)
model = Unet1D(dim=8, dim_mults=(1, 2), channels=2)
diffusion = GaussianDiffusion1D(model, seq_length=32, timesteps=50, objective='pred_v')
trainer = Trainer1D(diffusion, dataset=Dataset1D(torch.rand(64, 2, 32)), train_batch_size=16,
                    train_lr=float(sys.argv[1]) if len(sys.argv) > 1 else 8e-5, train_num_steps=int(sys.argv[2]) if len(sys.argv) > 2 else 60,
                    save_and_sample_every=10**9, results_folder='./ddpm_results', amp=False)
trainer.train()
