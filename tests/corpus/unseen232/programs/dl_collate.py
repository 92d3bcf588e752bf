# torch DataLoader over variable-length token sequences with the default collate
import torch
from torch.utils.data import Dataset, DataLoader

class Sentences(Dataset):
    def __init__(self):
        g = torch.Generator().manual_seed(0)
        self.lens = torch.randint(5, 40, (100,), generator=g).tolist()
    def __len__(self):
        return len(self.lens)
    def __getitem__(self, i):
        return torch.randint(0, 1000, (self.lens[i],)), i % 2

loader = DataLoader(Sentences(), batch_size=8, shuffle=True, num_workers=2)
for tokens, labels in loader:
    print(tokens.shape)
