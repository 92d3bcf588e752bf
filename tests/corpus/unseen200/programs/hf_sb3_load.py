import sys
from huggingface_sb3 import load_from_hub
from stable_baselines3 import PPO
# the huggingface_sb3 README's way of getting a trained agent
checkpoint = load_from_hub(repo_id=sys.argv[1], filename=sys.argv[2])
model = PPO.load(checkpoint)
print(model)
