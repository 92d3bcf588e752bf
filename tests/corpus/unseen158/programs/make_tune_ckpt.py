# saves a tiny torchtune llama2 (random weights) as a torchtune checkpoint, no download
import os, sys, torch
from torchtune.models.llama2 import llama2
os.makedirs(sys.argv[1], exist_ok=True)
torch.save(llama2(vocab_size=2000, num_layers=2, num_heads=2, num_kv_heads=2, embed_dim=64, max_seq_len=128).state_dict(), sys.argv[1] + "/model.pt")
