import sys, sb3_contrib as sb3
algo, env, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
kw = eval("dict(%s)" % (sys.argv[4] if len(sys.argv) > 4 else ""))
learn_kw = kw.pop("learn", {})
model = getattr(sb3, algo)("MlpPolicy", env, verbose=1, seed=0, **kw)
model.learn(total_timesteps=steps, **learn_kw)
