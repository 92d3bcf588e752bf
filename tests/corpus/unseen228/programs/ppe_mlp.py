# pytorch-pfn-extras' ExtensionsManager loop (LogReport + PrintReport print the table) on synthetic regression data.
import sys, torch, pytorch_pfn_extras as ppe
import pytorch_pfn_extras.training.extensions as E
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
keys = sys.argv[3].split(",") if len(sys.argv) > 3 else ["epoch", "iteration", "train/loss", "lr", "elapsed_time"]
torch.manual_seed(0)
x = torch.randn(512, 8); y = x @ torch.randn(8, 1) + 0.1 * torch.randn(512, 1)
loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=32, shuffle=True)
model = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
opt = torch.optim.SGD(model.parameters(), lr=lr)
manager = ppe.training.ExtensionsManager(model, opt, epochs, iters_per_epoch=len(loader))
manager.extend(E.LogReport(trigger=(1, "epoch")))
manager.extend(E.observe_lr(optimizer=opt))
manager.extend(E.PrintReport(keys))
while not manager.stop_trigger:
    for xb, yb in loader:
        with manager.run_iteration():
            opt.zero_grad()
            loss = torch.nn.functional.mse_loss(model(xb), yb)
            ppe.reporting.report({"train/loss": loss.item()})
            loss.backward(); opt.step()
