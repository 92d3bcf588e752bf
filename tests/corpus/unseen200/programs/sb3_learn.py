import sys
import stable_baselines3 as sb3
algo, env, lr, steps = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
model = getattr(sb3, algo)("MlpPolicy", env, learning_rate=lr, verbose=1, seed=0)
model.learn(total_timesteps=steps)
if len(sys.argv) > 5:
    model.save(sys.argv[5])
