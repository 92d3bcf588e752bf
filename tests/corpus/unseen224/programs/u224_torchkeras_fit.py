import sys, torch, torchkeras
from torch.utils.data import DataLoader, TensorDataset
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
H = int(sys.argv[3]) if len(sys.argv) > 3 else 32
ckpt = sys.argv[4] if len(sys.argv) > 4 else 'checkpoint.pt'
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1, keepdim=True) > 0).float()
dl_train = DataLoader(TensorDataset(x[:512], y[:512]), batch_size=32)
dl_val = DataLoader(TensorDataset(x[512:], y[512:]), batch_size=32)
net = torch.nn.Sequential(torch.nn.Linear(16, H), torch.nn.ReLU(), torch.nn.Linear(H, 1))
model = torchkeras.KerasModel(net, loss_fn=torch.nn.BCEWithLogitsLoss(), optimizer=torch.optim.Adam(net.parameters(), lr=lr))
model.fit(train_data=dl_train, val_data=dl_val, epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, ckpt_path=ckpt, patience=5, monitor='val_loss', mode='min', plot=False)
