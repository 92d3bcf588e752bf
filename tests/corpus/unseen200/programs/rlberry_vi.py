import sys
from rlberry.envs import GridWorld
from rlberry.agents.dynprog import ValueIterationAgent
env = GridWorld(nrows=5, ncols=5)
agent = ValueIterationAgent(env, gamma=0.95)
agent.fit(budget=int(sys.argv[1]))
print(agent.eval())
