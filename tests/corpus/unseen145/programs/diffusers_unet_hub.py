# load a UNet from the hub, as diffusers' unconditional training/inference docs do
import sys
from diffusers import UNet2DModel
unet = UNet2DModel.from_pretrained(sys.argv[1] if len(sys.argv) > 1 else "google/ddpm-cifar10-32")
print(unet.config)
