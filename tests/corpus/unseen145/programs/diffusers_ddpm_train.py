# a tiny UNet2DModel and DDPMScheduler built from a config (diffusers' unconditional training recipe),
# trained a few steps on random images, then sampled with DDPMPipeline (which prints its progress)
import sys, torch
from diffusers import UNet2DModel, DDPMScheduler, DDPMPipeline
size, batch = int(sys.argv[1]), int(sys.argv[2])
unet = UNet2DModel(sample_size=size, in_channels=3, out_channels=3, layers_per_block=1, block_out_channels=(32, 64),
                   down_block_types=("DownBlock2D", "AttnDownBlock2D"), up_block_types=("AttnUpBlock2D", "UpBlock2D"))
sched = DDPMScheduler(num_train_timesteps=100)
opt = torch.optim.AdamW(unet.parameters(), lr=1e-4)
for step in range(3):
    x = torch.randn(batch, 3, size, size); noise = torch.randn_like(x)
    t = torch.randint(0, 100, (batch,)); pred = unet(sched.add_noise(x, noise, t), t).sample
    loss = torch.nn.functional.mse_loss(pred, noise); loss.backward(); opt.step(); opt.zero_grad()
DDPMPipeline(unet=unet, scheduler=sched)(batch_size=1, num_inference_steps=20, output_type="np")
