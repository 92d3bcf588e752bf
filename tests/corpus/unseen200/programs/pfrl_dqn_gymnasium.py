import sys, logging
import gymnasium
import numpy as np
import torch
import pfrl
logging.basicConfig(level=logging.INFO)
# pfrl's train_agent_with_evaluation on a Gymnasium env as it comes
env = gymnasium.make("CartPole-v1")
q = torch.nn.Sequential(torch.nn.Linear(4, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2),
                        pfrl.q_functions.DiscreteActionValueHead())
agent = pfrl.agents.DoubleDQN(q, torch.optim.Adam(q.parameters(), lr=1e-3), pfrl.replay_buffers.ReplayBuffer(10000), 0.99,
                              pfrl.explorers.ConstantEpsilonGreedy(0.1, env.action_space.sample),
                              replay_start_size=200, target_update_interval=100, phi=lambda x: x.astype(np.float32))
pfrl.experiments.train_agent_with_evaluation(agent, env, steps=int(sys.argv[1]), eval_n_steps=None, eval_n_episodes=3,
                                             eval_interval=500, outdir=sys.argv[2])
