# tianshou's high-level API: DQN on CartPole (as in tianshou's high-level examples); tianshou's trainer logs
import sys
from tianshou.highlevel.config import OffPolicyTrainingConfig
from tianshou.highlevel.env import EnvFactoryRegistered, VectorEnvType
from tianshou.highlevel.experiment import DQNExperimentBuilder, ExperimentConfig
from tianshou.highlevel.params.algorithm_params import DQNParams
exp = (DQNExperimentBuilder(EnvFactoryRegistered(task="CartPole-v1", venv_type=VectorEnvType.DUMMY),
                            ExperimentConfig(persistence_enabled=False, watch=False),
                            OffPolicyTrainingConfig(max_epochs=int(sys.argv[1]), epoch_num_steps=int(sys.argv[2]), batch_size=64,
                                                    num_training_envs=2, num_test_envs=2, buffer_size=5000,
                                                    collection_step_num_env_steps=10, test_step_num_episodes=4))
       .with_dqn_params(DQNParams(lr=float(sys.argv[3]))).build())
exp.run()
