import sys, importlib
mod = importlib.import_module(sys.argv[1])
env = mod.env()
env.reset(seed=42)
totals = {a: 0.0 for a in env.possible_agents}
for agent in env.agent_iter():
    obs, reward, term, trunc, info = env.last()
    totals[agent] += reward
    action = None if term or trunc else env.action_space(agent).sample()
    env.step(action)
print(totals)
