# torch DataLoader with two workers feeding a slow loop (a worker is killed from outside meanwhile)
import time, torch
from torch.utils.data import Dataset, DataLoader

class Slow(Dataset):
    def __len__(self):
        return 400
    def __getitem__(self, i):
        time.sleep(0.05)
        return torch.randn(16), i % 2

loader = DataLoader(Slow(), batch_size=4, num_workers=2)
for step, (x, y) in enumerate(loader):
    if step % 10 == 0:
        print("step", step, flush=True)
