import sys, torch
from torch import nn
from mmengine.model import BaseModel
from mmengine.runner import Runner
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
class Net(BaseModel):
    def __init__(self):
        super().__init__(); self.net = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 4))
    def forward(self, imgs, labels, mode="tensor"):
        out = self.net(imgs)
        if mode == "loss": return {"loss": nn.functional.cross_entropy(out, labels)}
        return out
class DS(torch.utils.data.Dataset):
    def __init__(self): g = torch.Generator().manual_seed(0); self.x = torch.randn(160, 3, 16, 16, generator=g); self.y = torch.randint(0, 4, (160,), generator=g)
    def __len__(self): return 160
    def __getitem__(self, i): return dict(imgs=self.x[i], labels=self.y[i])
runner = Runner(model=Net(), work_dir=sys.argv[2] if len(sys.argv) > 2 else "/tmp/unseen204-scratch/mme",
                train_dataloader=dict(dataset=DS(), sampler=dict(type="DefaultSampler", shuffle=True), batch_size=8,
                                      collate_fn=dict(type=sys.argv[3] if len(sys.argv) > 3 else "pseudo_collate")),
                optim_wrapper=dict(optimizer=dict(type="SGD", lr=lr, momentum=0.9)),
                train_cfg=dict(by_epoch=True, max_epochs=2), default_hooks=dict(logger=dict(type="LoggerHook", interval=5)))
runner.train()
