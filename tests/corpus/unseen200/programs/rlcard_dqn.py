import sys
import rlcard
from rlcard.agents import DQNAgent, RandomAgent
from rlcard.utils import Logger, tournament, reorganize
env_id, lr, episodes = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
env = rlcard.make(env_id, config={"seed": 0})
agent = DQNAgent(num_actions=env.num_actions, state_shape=env.state_shape[0], mlp_layers=[64, 64],
                 learning_rate=lr, replay_memory_init_size=100, train_every=1)
env.set_agents([agent] + [RandomAgent(num_actions=env.num_actions) for _ in range(1, env.num_players)])
with Logger(sys.argv[4] if len(sys.argv) > 4 else "/tmp/unseen200-scratch/rlcard_log") as logger:
    for episode in range(episodes):
        trajectories, payoffs = env.run(is_training=True)
        trajectories = reorganize(trajectories, payoffs)
        for ts in trajectories[0]:
            agent.feed(ts)
        if episode % 50 == 0:
            logger.log_performance(episode, tournament(env, 200)[0])
