import sys, torch
import segmentation_models_pytorch as smp
arch = sys.argv[1] if len(sys.argv) > 1 else "Unet"
enc = sys.argv[2] if len(sys.argv) > 2 else "resnet18"
weights = sys.argv[3] if len(sys.argv) > 3 else None
lr = float(sys.argv[4]) if len(sys.argv) > 4 else 1e-3
model = smp.create_model(arch, encoder_name=enc, encoder_weights=weights if weights != "none" else None, in_channels=3, classes=1)
loss_fn = smp.losses.DiceLoss("binary")
opt = torch.optim.Adam(model.parameters(), lr=lr)
torch.manual_seed(0)
x = torch.rand(4, 3, 64, 64); y = (torch.rand(4, 1, 64, 64) > 0.5).float()
for step in range(5):
    opt.zero_grad(); out = model(x); loss = loss_fn(out, y); loss.backward(); opt.step()
    tp, fp, fn, tn = smp.metrics.get_stats(out, y.long(), mode="binary", threshold=0.5)
    print(f"step {step} loss {loss.item():.4f} iou {smp.metrics.iou_score(tp, fp, fn, tn, reduction='micro').item():.4f}")
