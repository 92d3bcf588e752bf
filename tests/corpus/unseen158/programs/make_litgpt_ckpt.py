# builds a tiny litgpt checkpoint dir (random weights) from the tiny tokenizer, no download
import sys, shutil, torch, yaml
from dataclasses import asdict
from litgpt import Config, GPT
out = sys.argv[1]
cfg = Config(name="tiny-gpt", block_size=64, vocab_size=70, padded_vocab_size=128, n_layer=2, n_head=2, n_embd=32,
             bias=True, rotary_percentage=0.25, parallel_residual=True)
import os; os.makedirs(out, exist_ok=True)
torch.save(GPT(cfg).state_dict(), f"{out}/lit_model.pth")
d = asdict(cfg); yaml.safe_dump(d, open(f"{out}/model_config.yaml", "w"))
for f in ["tokenizer.json", "tokenizer_config.json"]:
    shutil.copy(f"/tmp/unseen158-scratch/tiny-gpt2/{f}", out)
print("saved", out)
