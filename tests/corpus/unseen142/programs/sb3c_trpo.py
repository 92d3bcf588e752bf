"""sb3-contrib: TRPO or QR-DQN on CartPole-v1, verbose=1 prints the SB3 logger tables."""
import sys
from sb3_contrib import QRDQN, TRPO

algo = sys.argv[1] if len(sys.argv) > 1 else "trpo"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-3
cls = {"trpo": TRPO, "qrdqn": QRDQN}[algo]
kw = dict(learning_starts=200, train_freq=4, target_update_interval=200) if algo == "qrdqn" else dict(n_steps=1024)
model = cls("MlpPolicy", "CartPole-v1", learning_rate=lr, verbose=1, seed=0, device="cpu", **kw)
model.learn(total_timesteps=3072)
