import sys, ast
import sb3_contrib
algo, env, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
kwargs = {k: ast.literal_eval(v) for k, v in (a.split("=", 1) for a in sys.argv[4:])}
model = getattr(sb3_contrib, algo)("MlpPolicy", env, verbose=1, seed=0, **kwargs)
model.learn(total_timesteps=steps)
