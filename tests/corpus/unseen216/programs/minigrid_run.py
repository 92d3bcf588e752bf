import sys
import gymnasium as gym
import minigrid
env = gym.wrappers.RecordEpisodeStatistics(gym.make(sys.argv[1]))
env.reset(seed=1)
for ep in range(3):
    done = False
    while not done:
        obs, r, term, trunc, info = env.step(env.action_space.sample())
        done = term or trunc
    print("episode", ep, info["episode"])
    env.reset()
