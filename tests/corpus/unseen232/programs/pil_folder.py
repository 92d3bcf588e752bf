# images decoded with Pillow inside DataLoader workers
import sys, os, torch
from PIL import Image
from torch.utils.data import Dataset, DataLoader
import numpy as np

root = sys.argv[1]
class Folder(Dataset):
    def __init__(self, root):
        self.files = sorted(os.path.join(root, f) for f in os.listdir(root))
    def __len__(self):
        return len(self.files)
    def __getitem__(self, i):
        img = Image.open(self.files[i]).convert("RGB").resize((32, 32))
        return torch.from_numpy(np.asarray(img).copy()).permute(2, 0, 1).float() / 255, 0

for x, y in DataLoader(Folder(root), batch_size=4, num_workers=2):
    print(x.shape)
