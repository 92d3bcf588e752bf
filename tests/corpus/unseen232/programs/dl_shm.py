# torch DataLoader with worker processes handing large batches through /dev/shm
import torch
from torch.utils.data import Dataset, DataLoader

class Frames(Dataset):
    def __len__(self):
        return 64
    def __getitem__(self, i):
        return torch.randn(3, 256, 256), i % 10

loader = DataLoader(Frames(), batch_size=16, num_workers=2)
for epoch in range(2):
    for x, y in loader:
        pass
    print("epoch", epoch, "done")
