import sys, torch, torchio as tio
from monai.networks.nets import UNet
torch.manual_seed(0)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 8
subjects = [tio.Subject(t1=tio.ScalarImage(tensor=torch.rand(1, 24, 24, 24)),
                        seg=tio.LabelMap(tensor=(torch.rand(1, 24, 24, 24) > 0.5).long())) for _ in range(n)]
transform = tio.Compose([tio.RandomFlip(), tio.ZNormalization(), tio.RandomNoise(std=float(sys.argv[3]) if len(sys.argv) > 3 else 0.1)])
ds = tio.SubjectsDataset(subjects, transform=transform)
loader = tio.SubjectsLoader(ds, batch_size=2, num_workers=int(sys.argv[2]) if len(sys.argv) > 2 else 0)
net = UNet(spatial_dims=3, in_channels=1, out_channels=2, channels=(4, 8), strides=(2,))
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
for epoch in range(2):
    for i, batch in enumerate(loader):
        x, y = batch["t1"][tio.DATA], batch["seg"][tio.DATA][:, 0]
        loss = torch.nn.functional.cross_entropy(net(x), y)
        opt.zero_grad(); loss.backward(); opt.step()
        print(f"epoch {epoch} batch {i} loss {loss.item():.4f}")
