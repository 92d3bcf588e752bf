# load a DDPM pipeline by its hub name with diffusers (no network on this machine)
import sys
from diffusers import DDPMPipeline
pipe = DDPMPipeline.from_pretrained(sys.argv[1] if len(sys.argv) > 1 else "google/ddpm-cifar10-32")
print(pipe(num_inference_steps=2).images[0].size)
