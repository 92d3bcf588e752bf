import sys, torch
from torch.utils.data import TensorDataset
from mmengine.model import BaseModel
from mmengine.runner import Runner
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
class Net(BaseModel):
    def __init__(self):
        super().__init__(); self.fc = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x, y, mode="tensor"):
        out = self.fc(x)
        if mode == "loss": return {"loss": torch.nn.functional.cross_entropy(out, y)}
        return out
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
runner = Runner(model=Net(), work_dir=sys.argv[2] if len(sys.argv) > 2 else "./work_dir",
                train_dataloader=dict(dataset=TensorDataset(x, y), batch_size=32, sampler=dict(type="DefaultSampler", shuffle=True), collate_fn=dict(type="default_collate")),
                optim_wrapper=dict(optimizer=dict(type="SGD", lr=lr, momentum=0.9)),
                train_cfg=dict(by_epoch=True, max_epochs=3), default_hooks=dict(logger=dict(type="LoggerHook", interval=5)))
runner.train()
