# a tiny diffusers UNet2DModel from a config: one forward pass with the DDPMScheduler's noise, then save_pretrained
import sys, torch
from diffusers import UNet2DModel, DDPMScheduler
unet = UNet2DModel(sample_size=16, in_channels=3, out_channels=3, block_out_channels=(16, 32), layers_per_block=1,
                   down_block_types=("DownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "UpBlock2D"), norm_num_groups=8)
sched = DDPMScheduler(num_train_timesteps=100)
x = torch.randn(2, int(sys.argv[1]) if len(sys.argv) > 1 else 3, 16, 16)
noise = torch.randn_like(x); t = torch.randint(0, 100, (2,))
print(torch.nn.functional.mse_loss(unet(sched.add_noise(x, noise, t), t).sample, noise))
unet.save_pretrained(sys.argv[2] if len(sys.argv) > 2 else "/tmp/unseen219-scratch/unet")
