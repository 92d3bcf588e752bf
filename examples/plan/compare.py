"""Pick the better model of out-small and out-large (whichever exist) into best.json."""

import json
import os

models = {}
for name in ("small", "large"):
    path = os.path.join(f"out-{name}", "model.json")
    if os.path.exists(path):
        with open(path) as f:
            models[name] = json.load(f)
best = min(models, key=lambda n: models[n]["loss"])
with open("best.json", "w") as f:
    json.dump({"best": best, **models[best]}, f)
print(f"best={best} loss={models[best]['loss']:.6f}")
