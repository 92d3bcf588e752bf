import sys
import sb3_contrib
algo, env, lr, steps = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
policy = "MlpLstmPolicy" if algo == "RecurrentPPO" else "MlpPolicy"
model = getattr(sb3_contrib, algo)(policy, env, learning_rate=lr, verbose=1, seed=0)
model.learn(total_timesteps=steps)
