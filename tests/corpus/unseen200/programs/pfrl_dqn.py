import sys, logging
import gymnasium
import numpy as np
import torch
import pfrl
logging.basicConfig(level=logging.INFO)
lr, steps = float(sys.argv[1]), int(sys.argv[2])

class Gym26(gymnasium.Wrapper):  # pfrl 0.4 speaks the old 4-tuple gym API
    def reset(self, **kw):
        return self.env.reset(**kw)[0]
    def step(self, a):
        o, r, term, trunc, info = self.env.step(a)
        info["needs_reset"] = trunc
        return o, r, term, info

env, eval_env = Gym26(gymnasium.make("CartPole-v1")), Gym26(gymnasium.make("CartPole-v1"))
q = torch.nn.Sequential(torch.nn.Linear(4, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2),
                        pfrl.q_functions.DiscreteActionValueHead())
agent = pfrl.agents.DoubleDQN(q, torch.optim.Adam(q.parameters(), lr=lr), pfrl.replay_buffers.ReplayBuffer(10000), 0.99,
                              pfrl.explorers.ConstantEpsilonGreedy(0.1, env.action_space.sample),
                              replay_start_size=200, target_update_interval=100, phi=lambda x: x.astype(np.float32))
pfrl.experiments.train_agent_with_evaluation(agent, env, steps=steps, eval_n_steps=None, eval_n_episodes=3,
                                             eval_interval=500, outdir=sys.argv[3], eval_env=eval_env,
                                             train_max_episode_len=200)
