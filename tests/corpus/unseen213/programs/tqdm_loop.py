import sys, torch
from tqdm import tqdm
lr = float(sys.argv[1]); hidden = int(sys.argv[2]); save = sys.argv[3] if len(sys.argv) > 3 else None
net = torch.nn.Sequential(torch.nn.Linear(20, hidden), torch.nn.Tanh(), torch.nn.Linear(hidden, 2))
opt = torch.optim.SGD(net.parameters(), lr=lr)
x = torch.randn(2000, 20); y = (x[:, 0] > 0).long()
for epoch in range(3):
    bar = tqdm(range(0, 2000, 100), desc=f"epoch {epoch}")
    for i in bar:
        out = net(x[i:i+100]); loss = torch.nn.functional.cross_entropy(out, y[i:i+100])
        opt.zero_grad(); loss.backward(); opt.step()
        bar.set_postfix(loss=loss.item(), acc=(out.argmax(1) == y[i:i+100]).float().mean().item())
    if save: torch.save(net.state_dict(), save)
