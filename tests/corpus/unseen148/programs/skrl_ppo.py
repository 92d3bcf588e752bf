# skrl's PPO on gymnasium's Pendulum-v1, after skrl's examples (https://skrl.readthedocs.io/en/latest/intro/examples.html)
import sys, gymnasium as gym, torch, torch.nn as nn
from skrl.agents.torch.ppo import PPO, PPO_DEFAULT_CONFIG
from skrl.envs.wrappers.torch import wrap_env
from skrl.memories.torch import RandomMemory
from skrl.models.torch import DeterministicMixin, GaussianMixin, Model
from skrl.trainers.torch import SequentialTrainer
class Policy(GaussianMixin, Model):
    def __init__(self, obs, act, device):
        Model.__init__(self, observation_space=obs, action_space=act, device=device); GaussianMixin.__init__(self, clip_actions=True)
        self.net = nn.Sequential(nn.Linear(self.num_observations, 64), nn.ELU(), nn.Linear(64, self.num_actions)); self.log_std = nn.Parameter(torch.zeros(self.num_actions))
    def compute(self, inputs, role):
        return 2 * torch.tanh(self.net(inputs["observations"] if "observations" in inputs else inputs["states"])), self.log_std, {}
class Value(DeterministicMixin, Model):
    def __init__(self, obs, act, device):
        Model.__init__(self, observation_space=obs, action_space=act, device=device); DeterministicMixin.__init__(self)
        self.net = nn.Sequential(nn.Linear(self.num_observations, 64), nn.ELU(), nn.Linear(64, 1))
    def compute(self, inputs, role):
        return self.net(inputs["observations"] if "observations" in inputs else inputs["states"]), {}
env = wrap_env(gym.make("Pendulum-v1"))
memory = RandomMemory(memory_size=1024, num_envs=env.num_envs, device=env.device)
cfg = PPO_DEFAULT_CONFIG.copy()
cfg["rollouts"] = 1024; cfg["learning_epochs"] = 4; cfg["mini_batches"] = 8; cfg["learning_rate"] = float(sys.argv[1])
cfg["experiment"]["write_interval"] = 1024; cfg["experiment"]["checkpoint_interval"] = 0; cfg["experiment"]["directory"] = "/tmp/unseen148-scratch/skrl_runs"
models = {"policy": Policy(env.observation_space, env.action_space, env.device), "value": Value(env.observation_space, env.action_space, env.device)}
agent = PPO(models=models, memory=memory, cfg=cfg, observation_space=env.observation_space, action_space=env.action_space, device=env.device)
SequentialTrainer(cfg={"timesteps": int(sys.argv[2]), "headless": True}, env=env, agents=agent).train()
