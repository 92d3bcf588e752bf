from pettingzoo.butterfly import pistonball_v6
env = pistonball_v6.parallel_env(render_mode=None)
obs, infos = env.reset(seed=42)
while env.agents:
    actions = {a: env.action_space(a).sample() for a in env.agents}
    obs, rewards, terms, truncs, infos = env.step(actions)
env.close()
