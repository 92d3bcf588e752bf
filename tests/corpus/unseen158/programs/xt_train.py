# x-transformers: an AutoregressiveWrapper decoder trained a few steps on random tokens: python xt_train.py DIM DEPTH LR [--anomaly]
import sys, torch
from x_transformers import TransformerWrapper, Decoder, AutoregressiveWrapper
dim, depth, lr = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
torch.autograd.set_detect_anomaly("--anomaly" in sys.argv)
model = AutoregressiveWrapper(TransformerWrapper(num_tokens=50000, max_seq_len=1024, attn_layers=Decoder(dim=dim, depth=depth, heads=8)))
opt = torch.optim.SGD(model.parameters(), lr=lr)
for step in range(20):
    loss = model(torch.randint(0, 50000, (4, 129)))
    opt.zero_grad(); loss.backward(); opt.step()
