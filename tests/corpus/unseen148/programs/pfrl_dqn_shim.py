# pfrl 0.4 expects the old gym API: a thin shim over gymnasium's CartPole (reset -> obs, step -> 4 values)
import sys, logging, gymnasium, numpy as np, torch, pfrl
logging.basicConfig(level=logging.INFO, stream=sys.stdout, format="")
class OldAPI:
    def __init__(self, env): self.env = env; self.action_space = env.action_space; self.observation_space = env.observation_space
    def reset(self): return self.env.reset()[0]
    def step(self, a):
        obs, r, term, trunc, info = self.env.step(a); info["needs_reset"] = trunc; return obs, r, term, info
    def close(self): self.env.close()
env = OldAPI(gymnasium.make("CartPole-v1")); eval_env = OldAPI(gymnasium.make("CartPole-v1"))
q_func = torch.nn.Sequential(torch.nn.Linear(4, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2), pfrl.q_functions.DiscreteActionValueHead())
opt = torch.optim.Adam(q_func.parameters(), lr=float(sys.argv[1]))
agent = pfrl.agents.DoubleDQN(q_func, opt, pfrl.replay_buffers.ReplayBuffer(10000), gamma=0.99,
    explorer=pfrl.explorers.ConstantEpsilonGreedy(0.1, env.action_space.sample), replay_start_size=200, update_interval=1,
    target_update_interval=100, phi=lambda x: x.astype(np.float32, copy=False))
pfrl.experiments.train_agent_with_evaluation(agent=agent, env=env, steps=int(sys.argv[2]), eval_n_steps=None, eval_n_episodes=5,
    eval_interval=1000, outdir="/tmp/unseen148-scratch/pfrl_out", eval_env=eval_env, train_max_episode_len=200)
