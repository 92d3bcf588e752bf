import math, torch
def make_grid(t, nrow=8, padding=2, pad_value=0.0, **kw):
    if t.dim() == 3: return t
    n, c, h, w = t.shape
    if c == 1: t = t.expand(n, 3, h, w); c = 3
    xm = min(nrow, n); ym = int(math.ceil(n / xm))
    H, W = h + padding, w + padding
    g = t.new_full((c, ym * H + padding, xm * W + padding), pad_value)
    for k in range(n):
        y, x = divmod(k, xm)
        g[:, y * H + padding:y * H + padding + h, x * W + padding:x * W + padding + w] = t[k]
    return g
def save_image(t, fp, nrow=8, **kw): torch.save(t, fp if isinstance(fp, str) else fp)
