import sys, ray
from ray import tune
from ray.rllib.algorithms.ppo import PPOConfig
ray.init(num_cpus=2, include_dashboard=False)
config = (PPOConfig().environment(sys.argv[1]).env_runners(num_env_runners=0)
          .training(lr=float(sys.argv[2]), train_batch_size_per_learner=500, minibatch_size=100, num_epochs=2))
tune.Tuner("PPO", param_space=config, run_config=tune.RunConfig(stop={"training_iteration": int(sys.argv[3])}, verbose=2, storage_path="/tmp/unseen148-scratch/ray_results")).fit()
