# tianshou's README high-level DQN example, made tiny, without the seed arguments 2.0.1's env factory does not take
import sys
from tianshou.highlevel.config import OffPolicyTrainingConfig
from tianshou.highlevel.env import EnvFactoryRegistered, VectorEnvType
from tianshou.highlevel.experiment import DQNExperimentBuilder, ExperimentConfig
from tianshou.highlevel.params.algorithm_params import DQNParams

lr, epochs, steps = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
experiment = (
    DQNExperimentBuilder(
        EnvFactoryRegistered(task="CartPole-v1",
                             venv_type=VectorEnvType.DUMMY),
        ExperimentConfig(persistence_enabled=False, watch=False),
        OffPolicyTrainingConfig(max_epochs=epochs, epoch_num_steps=steps, batch_size=64, num_training_envs=2,
                                num_test_envs=2, buffer_size=20000, collection_step_num_env_steps=10,
                                update_step_num_gradient_steps_per_sample=1 / 10),
    )
    .with_dqn_params(DQNParams(lr=lr, gamma=0.9, n_step_return_horizon=3, target_update_freq=320,
                               eps_training=0.3, eps_inference=0.0))
    .with_model_factory_default(hidden_sizes=(64, 64))
    .build()
)
experiment.run()
