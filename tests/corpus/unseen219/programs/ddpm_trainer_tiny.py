# denoising-diffusion-pytorch's own Trainer on a tiny Unet over a folder of images (the Trainer prints)
import sys
from denoising_diffusion_pytorch import Unet, GaussianDiffusion, Trainer
model = Unet(dim=8, dim_mults=(1, 2), flash_attn=False)
diffusion = GaussianDiffusion(model, image_size=16, timesteps=50)
Trainer(diffusion, sys.argv[1], train_batch_size=4, train_num_steps=int(sys.argv[2]) if len(sys.argv) > 2 else 20,
        train_lr=float(sys.argv[3]) if len(sys.argv) > 3 else 8e-5, amp=False, calculate_fid=False, save_and_sample_every=10**9).train()
