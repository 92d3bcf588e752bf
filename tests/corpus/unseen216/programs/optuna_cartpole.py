import sys
import numpy as np
import gymnasium as gym
import optuna
def objective(trial):
    w = np.array([trial.suggest_float(f"w{i}", -1, 1) for i in range(4)])
    env = gym.make("CartPole-v1")
    obs, _ = env.reset(seed=0)
    total, done = 0.0, False
    while not done:
        obs, r, term, trunc, _ = env.step(int(obs @ w > 0))
        total += r
        done = term or trunc
    return np.log(total - 500) if sys.argv[1] == "log" else total
study = optuna.create_study(direction="maximize", sampler=optuna.samplers.TPESampler(seed=0))
study.optimize(objective, n_trials=int(sys.argv[2]))
