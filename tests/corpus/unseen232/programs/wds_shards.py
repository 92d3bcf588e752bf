# webdataset: iterate tar shards of (image, label) samples through a DataLoader with workers
import sys, torch, webdataset as wds
ds = wds.WebDataset(sys.argv[1], shardshuffle=False).decode("rgb").to_tuple("jpg", "cls").batched(8)
for i, (imgs, labels) in enumerate(torch.utils.data.DataLoader(ds, batch_size=None, num_workers=2)):
    print(i, imgs.shape, labels[:4])
